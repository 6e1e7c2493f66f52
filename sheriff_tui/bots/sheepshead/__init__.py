"""Sheepshead's bots: ``normal`` (:mod:`.normal`, reading the table with :mod:`.eval`, and a
player per form: :mod:`.fox`, :mod:`.indiana`, :mod:`.battery`, :mod:`.partner_cards`,
:mod:`.stakes`), ``hard`` (:mod:`.hard`) and its worlds (:mod:`.worlds`, :mod:`.forms_worlds`,
:mod:`.battery_worlds`). Registered by name in :mod:`sheriff_tui.bots`."""
