"""The Sheriff bots: :mod:`.eval` (what a seat reads from its view), :mod:`.normal`
(the normal level), :mod:`.worlds` (the hard level: sampled deals played out).

Found by :func:`sheriff_tui.bots.make_bot` through the registry's dotted names.
"""
