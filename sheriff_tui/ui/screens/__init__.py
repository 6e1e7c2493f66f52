"""The app's screens: menu, new game, table, results, rules, presets, settings."""
