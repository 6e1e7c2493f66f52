"""Sheriff of Nottingham's bots: :mod:`.normal` (the regular player, its weighing in
:mod:`.eval`) and :mod:`.hard` (``normal`` with sampled worlds for the bargaining).
The registry in :mod:`sheriff_tui.bots` names them by dotted path."""
