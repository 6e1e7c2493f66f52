"""The Textual front end. Nothing here decides a rule: screens ask the engine."""
