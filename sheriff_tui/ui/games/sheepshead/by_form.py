"""One adapter for every Sheepshead form: :class:`ByForm` sends each call to the adapter of the
match's ``rules.form``; the package registers the forms (``__init__.py``)."""

from __future__ import annotations

from typing import Any, Sequence

from ....engine.core import Action
from .adapter import SheepsheadAdapter


class ByForm:
    """The Sheepshead adapter the table sees: each call goes to the adapter of
    the match's form (``rules.form``), found from the view (or rules) it is
    given; the standard adapter serves the standard form and says which hooks
    exist. The forms' adapters live beside it (``fox.py``, ``battery.py``, ``indiana.py``)
    and are registered by the package (``__init__.py``)."""

    game = "sheepshead"

    def __init__(self, standard: SheepsheadAdapter) -> None:
        self.standard = standard
        self.forms: dict[str, Any] = {}

    def register(self, form: str, adapter: Any) -> None:
        self.forms[form] = adapter

    def for_form(self, form: str) -> Any:
        return self.forms.get(form, self.standard)

    def auto_action(self, view: Any, legal: Sequence[Action]) -> Action | None:
        hook = getattr(self._pick((view,)), "auto_action", None)
        return hook(view, legal) if hook is not None else None

    def _pick(self, args: Sequence[Any]) -> Any:
        for a in args:
            rules = getattr(a, "rules", None)
            form = getattr(rules, "form", None) if rules is not None else getattr(a, "form", None)
            if isinstance(form, str):
                return self.for_form(form)
        return self.standard

    def draws(self, rules: Any) -> bool:
        form = getattr(rules, "form", "standard")
        return form in self.forms or self.standard.draws(rules)

    def unsupported(self, view: Any) -> str | None:
        return self._pick((view,)).unsupported(view)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        getattr(self.standard, name)  # a hook the standard adapter lacks stays absent

        def call(*args: Any, **kw: Any) -> Any:
            return getattr(self._pick(args), name)(*args, **kw)

        return call
