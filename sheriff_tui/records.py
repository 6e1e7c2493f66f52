"""Game records (``../shared/record-format.md``): the whole of a match as JSON.

Saves, ``replay``, bug reports and tests share this one format. A record is
replayed action by action through the same ``apply()`` the table uses, so a
record that replays is a game that happened.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any, Callable, Mapping

from . import paths, presets, userfiles
from .cards import CardError, card_str, parse_card
from .engine import GAMES, game_module
from .engine.core import Action, DealSetup, IllegalAction, earlier_readings
from .i18n import _

FORMAT = "sheriff-tui-record"
VERSION = 1
ACTION_KEYS = ("seat", "act", "card", "cards", "value", "suit", "unknown", "bag", "promise")
_CARD_KEYS = ("card", "unknown")


class RecordError(ValueError):
    """A record that can't be replayed: where (deal, action index) and why."""

    def __init__(self, reason: str, deal: int | None = None, action: int | None = None) -> None:
        reason = userfiles.printable(reason)  # a name or a card from the file may hold ESC, CR, a newline
        where = ""
        if deal is not None and action is not None:
            where = _("deal {deal}, action {action}: ").format(deal=deal, action=action)
        elif deal is not None:
            where = _("deal {deal}: ").format(deal=deal)
        super().__init__(where + reason)
        self.reason = reason
        self.deal = deal
        self.action = action

    def as_json(self) -> dict[str, Any]:
        return {"error": {"deal": self.deal, "action": self.action, "reason": self.reason}}


# -- actions ---------------------------------------------------------------


def _words(game: str | None) -> tuple[Callable[[int], str], Callable[[Any], int]]:
    """How a game writes and reads its cards: a module's ``CARD_WORDS``, else the 52-card names."""
    if game is None:
        return card_str, parse_card
    return getattr(game_module(game), "CARD_WORDS", (card_str, parse_card))


def action_to_json(a: Action, game: str | None = None) -> dict[str, Any]:
    write, _read = _words(game)
    out: dict[str, Any] = {"seat": a.seat, "act": a.act}
    if a.card is not None:
        out["card"] = write(a.card)
    if a.cards is not None:
        out["cards"] = [write(c) for c in a.cards]
    if a.value is not None:
        out["value"] = a.value
    if a.suit is not None:
        out["suit"] = a.suit
    if a.unknown is not None:
        out["unknown"] = write(a.unknown)
    if a.bag is not None:
        out["bag"] = [write(c) for c in a.bag]
    if a.promise is not None:
        out["promise"] = a.promise
    return out


def action_from_json(d: Any, game: str | None = None) -> Action:
    """Parse one action; raise ValueError saying what is wrong."""
    _write, read = _words(game)
    if not isinstance(d, dict):
        raise ValueError(_("an action is an object like {example}, not {value}").format(example='{"seat": 0, "act": "pass"}', value=json.dumps(d)))
    extra = set(d) - set(ACTION_KEYS)
    if extra:
        raise ValueError(_("unknown key {key} in an action; allowed: {allowed}").format(key=repr(sorted(extra)[0]), allowed=", ".join(ACTION_KEYS)))
    seat, act = d.get("seat"), d.get("act")
    if not isinstance(seat, int) or isinstance(seat, bool):
        raise ValueError(_("an action needs \"seat\": a seat number"))
    if not isinstance(act, str):
        raise ValueError(_("an action needs \"act\": its name, e.g. \"bid\", \"pass\", \"play\""))
    kw: dict[str, Any] = {}
    for key in _CARD_KEYS:
        if key in d:
            kw[key] = read(d[key])
    for key in ("cards", "bag"):
        if key in d:
            if not isinstance(d[key], list):
                raise ValueError(_("\"{key}\" is a list of cards").format(key=key))
            kw[key] = tuple(read(c) for c in d[key])
    if "value" in d:
        if not isinstance(d["value"], int) or isinstance(d["value"], bool):
            raise ValueError(_("\"value\" is a whole number, not {value}").format(value=json.dumps(d["value"])))
        kw["value"] = d["value"]
    if "suit" in d:
        if not isinstance(d["suit"], str):
            raise ValueError(_("\"suit\" is one of \"C\", \"D\", \"H\", \"S\", \"NT\""))
        kw["suit"] = d["suit"].upper()
    if "promise" in d:
        if not isinstance(d["promise"], bool):
            raise ValueError(_("\"promise\" is true or false, not {value}").format(value=json.dumps(d["promise"])))
        kw["promise"] = d["promise"]
    return Action(act, seat, **kw)


def with_earlier_readings(data: Any) -> Any:
    """A save's record with each rule key it lacks set to the reading from before that key
    existed (``option(before=...)``). The app writes every key into a save, so a missing one
    means the match began before the key: it goes on as it began, never refused as illegal
    under a reading it was not played by. Records given to ``replay`` are not filled in: an
    old record that the new reading makes illegal is refused with the key that replays it."""
    if not isinstance(data, dict) or data.get("game") not in GAMES or not isinstance(data.get("rules"), dict):
        return data
    missing = {k: v for k, v in earlier_readings(game_module(data["game"]).Rules).items() if k not in data["rules"]}
    return {**data, "rules": {**data["rules"], **missing}} if missing else data


# -- writing ---------------------------------------------------------------


def to_record(game: Any, preset: str | None = None) -> dict[str, Any]:
    """The record of a match so far (finished deals and the running one)."""
    write, _read = _words(game.GAME)
    deals = []
    for log in game.deal_logs():
        d: dict[str, Any] = {"dealer": log.dealer}
        if log.setup.deck is not None:
            d["deck"] = [write(c) for c in log.setup.deck]
        else:
            d["hands"] = [[write(c) for c in h] for h in log.setup.hands or ()]
            for name, cards in log.setup.piles:
                d[name] = [write(c) for c in cards]
        d["actions"] = [action_to_json(a, game.GAME) for a in log.actions]
        deals.append(d)
    rec: dict[str, Any] = {"format": FORMAT, "version": VERSION, "game": game.GAME}
    if preset:
        rec["preset"] = preset
    rec["rules"] = {f.name: getattr(game.rules, f.name) for f in fields(game.rules)}
    rec["players"] = list(game.players)
    rec["seed"] = game.seed
    rec["deals"] = deals
    return rec


def dumps(record: Mapping[str, Any]) -> str:
    """JSON a person can read and diff: a deal's cards on one line, one action a line."""
    enc = lambda v: json.dumps(v, ensure_ascii=False)  # noqa: E731
    lines = ["{"]
    items = list(record.items())
    for k, (key, value) in enumerate(items):
        comma = "," if k < len(items) - 1 else ""
        if key != "deals":
            lines.append(f" {enc(key)}: {enc(value)}{comma}")
            continue
        lines.append(' "deals": [')
        for i, deal in enumerate(value):
            lines.append("  {")
            parts = [(dk, dv) for dk, dv in deal.items() if dk != "actions"]
            for dk, dv in parts:
                lines.append(f"   {enc(dk)}: {enc(dv)},")
            acts = deal.get("actions", [])
            lines.append('   "actions": [' + ("" if acts else "]"))
            for j, a in enumerate(acts):
                lines.append(f"    {enc(a)}" + ("," if j < len(acts) - 1 else ""))
            if acts:
                lines.append("   ]")
            lines.append("  }" + ("," if i < len(value) - 1 else ""))
        lines.append(" ]" + comma)
    lines.append("}")
    return "\n".join(lines) + "\n"


def save(record: Mapping[str, Any], path: Path) -> None:
    paths.write_atomic(path, dumps(record))


# -- reading ---------------------------------------------------------------


@dataclass(frozen=True)
class Loaded:
    """A record read and checked, ready to replay."""

    game: str
    preset: str | None
    rules: Any
    players: tuple[str, ...]
    seed: int | None
    dealer: int
    setups: tuple[DealSetup, ...]
    actions: tuple[tuple[Any, ...], ...]  # raw JSON actions per deal


def load_text(text: str, config_dir: str | Path | None = None) -> Loaded:
    try:
        data = userfiles.parse_json(text)
    except userfiles.UserFileError as exc:
        raise RecordError(str(exc)) from None
    return load_data(data, config_dir)


def load_path(path: Path, config_dir: str | Path | None = None) -> Loaded:
    """Read a record file; the caller names the file in its messages."""
    try:
        text = userfiles.read_text(Path(path), userfiles.RECORD_LIMIT)
    except userfiles.UserFileError as exc:
        raise RecordError(str(exc)) from None
    except OSError as exc:
        raise RecordError(_("can't read the file: {reason}").format(reason=exc.strerror or exc)) from None
    return load_text(text, config_dir)


def load_data(data: Any, config_dir: str | Path | None = None) -> Loaded:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError(_("not a game record: \"format\" must be \"{format}\"").format(format=FORMAT))
    if "version" not in data:
        raise RecordError(_("\"version\" is missing; allowed: {allowed}").format(allowed=VERSION))
    if type(data["version"]) is not int or data["version"] != VERSION:
        raise RecordError(_("\"version\": {value} is not supported; allowed: {allowed}").format(value=json.dumps(data["version"]), allowed=VERSION))
    game = data.get("game")
    if not isinstance(game, str) or game not in GAMES:
        raise RecordError(_("\"game\": {value} is not a game; allowed: {allowed}").format(value=json.dumps(game), allowed=", ".join(GAMES)))
    rules = _rules(game, data.get("preset"), data.get("rules"), config_dir)
    players = data.get("players")
    if players is None:
        players = [f"Seat {i + 1}" for i in range(rules.players)]
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise RecordError(_("\"players\" is a list of names"))
    if len(players) != rules.players:
        raise RecordError(_("\"players\" names {n} players; these rules seat {seats}").format(n=len(players), seats=rules.players))
    for name in players:  # shown on the table and printed by replay: ESC, CR or a newline would act on the terminal
        if not name.strip() or not name.isprintable():
            raise RecordError(
                _("\"players\": {value} is not a name; allowed: printable characters, not blank").format(value=json.dumps(name, ensure_ascii=False)[:80])
            )
    seed = data.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise RecordError(_("\"seed\" is a whole number"))
    deals = data.get("deals", [])
    if not isinstance(deals, list):
        raise RecordError(_("\"deals\" is a list of deals"))
    setups, actions = [], []
    first_dealer = 0
    module = game_module(game)
    for i, d in enumerate(deals):
        if not isinstance(d, dict):
            raise RecordError(_("a deal is an object with \"dealer\", \"deck\" or \"hands\", and \"actions\""), deal=i)
        dealer = d.get("dealer", 0)
        if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < len(players):
            raise RecordError(_("\"dealer\" is a seat number 0–{most}").format(most=len(players) - 1), deal=i)
        if i == 0:
            first_dealer = dealer
        elif dealer != (first_dealer + i) % len(players):
            raise RecordError(
                _("\"dealer\" is {dealer}, but the deal passes left: it should be {expected}").format(dealer=dealer, expected=(first_dealer + i) % len(players)),
                deal=i,
            )
        try:
            setup = _setup(d, game)
            module.check_setup(rules, setup)
        except (CardError, ValueError) as exc:
            raise RecordError(str(exc), deal=i) from None
        acts = d.get("actions", [])
        if not isinstance(acts, list):
            raise RecordError(_("\"actions\" is a list"), deal=i)
        setups.append(setup)
        actions.append(tuple(acts))
    return Loaded(game, data.get("preset"), rules, tuple(players), seed, first_dealer, tuple(setups), tuple(actions))


def _rules(game: str, preset: Any, table: Any, config_dir: str | Path | None) -> Any:
    if preset is not None and (not isinstance(preset, str) or not presets.NAME_RE.fullmatch(preset)):
        rule = _(presets.NAME_RULE)
        if isinstance(preset, str):
            raise RecordError(_("\"preset\" {value} is not a preset's name; allowed: {rule}").format(value=json.dumps(preset, ensure_ascii=False)[:80], rule=rule))
        raise RecordError(_("\"preset\" is a preset's name; allowed: {rule}").format(rule=rule))
    if table is not None and not isinstance(table, dict):
        raise RecordError(_("\"rules\" is a table of house rules"))
    if preset is not None:
        known, _problems = presets.all_presets(config_dir)
        if preset not in known and table is None:
            missing = presets.why_missing(preset, game, config_dir)  # a user file with problems says which
            if missing.unknown_name:
                names = sorted(n for n, p in known.items() if p.game == game)
                raise RecordError(_("\"preset\": no preset named {name}; allowed: {allowed}").format(name=json.dumps(preset), allowed=", ".join(names)))
            raise RecordError(_("\"preset\": {problems}").format(problems="; ".join(missing.problems)))
        if preset not in known:
            preset = None  # a user preset from another machine: the record's own table decides
    try:
        return presets.load_rules(game, preset, table, config_dir, where="")
    except presets.PresetError as exc:
        raise RecordError("; ".join(exc.problems)) from None


def _setup(d: Mapping[str, Any], game: str | None = None) -> DealSetup:
    _write, parse_card = _words(game)
    if "deck" in d:
        extra = sorted(set(d) - {"dealer", "deck", "actions"})
        if extra:
            raise ValueError(_("unknown key {key} in a deal given by its deck; allowed: dealer, deck, actions").format(key=repr(extra[0])))
        deck = d["deck"]
        if not isinstance(deck, list):
            raise ValueError(_("\"deck\" is a list of cards, top first"))
        return DealSetup(deck=tuple(parse_card(c) for c in deck))
    if "hands" in d:
        hands = d["hands"]
        if not isinstance(hands, list) or not all(isinstance(h, list) for h in hands):
            raise ValueError(_("\"hands\" is one list of cards per seat"))
        piles = []
        for key, value in d.items():
            if key in ("dealer", "hands", "actions"):
                continue
            if not isinstance(value, list):
                raise ValueError(_("\"{key}\" is a list of cards").format(key=key))
            piles.append((key, tuple(parse_card(c) for c in value)))
        return DealSetup(hands=tuple(tuple(parse_card(c) for c in h) for h in hands), piles=tuple(piles))
    raise ValueError(_("a deal needs \"deck\" (the card order, top first) or \"hands\""))


# -- replay ----------------------------------------------------------------


def replay(loaded: Loaded) -> Any:
    """Apply every action in order; the first illegal one raises RecordError."""
    module = game_module(loaded.game)
    game = module.new_game(loaded.rules, loaded.players, seed=loaded.seed, setups=loaded.setups, dealer=loaded.dealer)
    last = len(loaded.actions) - 1
    for i, acts in enumerate(loaded.actions):
        if game.is_over:
            raise RecordError(_("the match is over after {n} deals: this deal is one too many").format(n=game.deal_no), deal=i)
        for j, raw in enumerate(acts):
            if game.deal_no != i:
                if game.is_over:
                    raise RecordError(_("the match is over: this action is one too many"), deal=i, action=j)
                raise RecordError(_("the deal is over: this action is one too many"), deal=i, action=j)
            try:
                action = action_from_json(raw, loaded.game)
            except (CardError, ValueError) as exc:
                raise RecordError(str(exc), deal=i, action=j) from None
            stray = _stray_key(action, game.legal_actions())
            if stray:
                raise RecordError(stray, deal=i, action=j)
            try:
                game.apply(action)
            except IllegalAction as exc:
                raise RecordError(exc.reason, deal=i, action=j) from None
        if i < last and game.deal_no == i:
            raise RecordError(_("the deal stops before its end, and another deal follows"), deal=i, action=len(acts))
    return game


_FIELDS = ("card", "cards", "value", "suit", "unknown", "bag", "promise")


def _stray_key(action: Action, legal: Any) -> str:
    """Why ``action`` carries a key its act never takes now ("" when none): apply() reads only
    the keys an act needs, so a record's ``pass`` with a ``card`` would replay as a plain pass
    and be written back without it. An act that is not legal at all is left to apply()'s reason."""
    takes_of = getattr(legal, "takes_of", None)  # a space too big to walk says what each act takes
    if takes_of is not None:
        takes = takes_of(action.act)
        if takes is None:
            return ""
    else:
        same = [a for a in legal if a.act == action.act and a.seat == action.seat]
        if not same:
            return ""
        takes = [k for k in _FIELDS if any(getattr(a, k) is not None for a in same)]
    for key in _FIELDS:
        if getattr(action, key) is not None and key not in takes:
            allowed = ", ".join(["seat", "act", *takes])
            return _("{key} has no place in a {act} here; its keys: {allowed}").format(key=json.dumps(key), act=json.dumps(action.act), allowed=allowed)
    return ""


def running_deal_events(game: Any) -> list[Any]:
    """The events of the deal in progress so far, from the match replayed by its own log.

    A continued match's table tells its log again from these: without them the log
    of a match saved mid-deal starts at "dealt" and leaves out the bids and cards
    already on the table.
    """
    if not game.actions:
        return []
    first = game.log[0].dealer if game.log else game.dealer
    again = game_module(game.GAME).new_game(game.rules, list(game.players), seed=game.seed, setups=game.setups, dealer=first)
    for deal in game.log:
        for action in deal.actions:
            again.apply(action)
    events: list[Any] = []
    for action in game.actions:
        events += again.apply(action)
    return events


def summary(game: Any) -> dict[str, Any]:
    """The replay report: each finished deal's figures and the totals."""
    out: dict[str, Any] = {
        "game": game.GAME,
        "players": list(game.players),
        "deals": [r.as_dict() for r in game.results],
        "totals": game.scores,
    }
    if not game.is_over:
        out["unfinished"] = True
        out["to_act"] = game.to_act
    return out
