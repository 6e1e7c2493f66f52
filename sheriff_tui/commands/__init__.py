"""One module per subcommand of ``sheriff-tui``: ``add_arguments`` and ``run``."""
