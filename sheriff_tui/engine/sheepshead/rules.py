"""Sheepshead's house rules: the :class:`Rules` dataclass, whose fields are the preset keys."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ...cards import parse_cards
from ..core import option, undo_option
from .cards import JACK_ORDERS, TRUMP_ORDERS, TRUMP_SUITS

PARTNER_RULES = ("called_ace", "jack_of_diamonds", "jd_and_called_ace", "none", "blind_share", "dice", "behind", "cards", "first_played")
SHARED_BLIND = ("blind_share", "dice", "behind")
NO_PICK = ("leaster", "moster", "mittler", "doubler", "forced", "schwanzer")
CARD_SIDES = ("cards", "first_played")  # no picking: the cards find the sides


FORMS = ("standard", "fox", "indiana", "battery")
POT_LOSS = ("double", "add")
POT_WIN = ("all", "one")
POT_END = ("split", "showdown")
CAP_COVERS = ("knocks", "growth", "all")


@dataclass(frozen=True)
class Rules:
    form: str = option(
        "standard",
        "The game: standard (picking and its variants, 3 to 8 players), fox (the 24-card partnership game for four) "
        "indiana (the southern-Indiana four-hand game: call, best, side solo, billy) or battery (the two-hand games "
        "with cards on the table)",
        choices=FORMS,
    )
    players: int = option(5, "Players: 3 to 8 (the deal, blind and partner rule go with the count); 2 for the battery games", choices=(2, 3, 4, 5, 6, 7, 8))
    battery_layout: int = option(1, "Battery games: 1 (eight in hand, four stacks on the table each) or 2 (sixteen stacks, no hand)", choices=(1, 2))
    deals: int = option(10, "Deals in a match (with a target: at most this many); a multiple of the players, so everyone deals equally often", min=1, max=100)
    target: int = option(0, "Play to a target: the match ends after the deal in which a player's total reaches this many points (0: play the deals)", min=0, max=500)
    removed: str = option("", "Cards taken out of the pack so that it deals evenly", choices=("", "7C 7S", "7C 8C 7S 8S 7H 8H"))
    blind: int = option(2, "Cards in the blind; the picker takes them all and buries as many (0: no blind, no picking)", choices=(0, 2, 3, 4))
    partner: str = option(
        "called_ace",
        "How the sides are found: called_ace, jack_of_diamonds, jd_and_called_ace (both), none (the picker alone), "
        "blind_share (the player after the picker takes half the blind and is the partner), "
        "dice (a die names the partner, who takes half the blind), "
        "behind (the player behind the picker is the partner; they share two of the blind, the other two buried for the opponents), "
        "cards (holders of partner_cards, no picking), first_played (first two of agreed_rank played, no picking)",
        choices=PARTNER_RULES,
    )
    call_ten: bool = option(True, "Called ace: a picker holding all three fail aces may call a ten of a suit whose ace they hold")
    unknown: bool = option(True, "Called ace: a picker with no suit to call may call an ace they lack, setting a card of their hand aside face down (the unknown) to stand for a card of the called suit")
    unknown_trump: bool = option(
        True,
        "The unknown may be any card of the picker's hand, a trump too (the rule document: the card set face down is "
        "\"usually a low fail card or the lowest trump\"); off: a fail card only",
        before=False,
    )
    unknown_lead: bool = option(
        True,
        "The picker may lead the unknown: it stands for a card of the called suit, so leading it is that suit's first "
        "lead (the others follow the called suit, the partner plays the ace, the unknown can't win); off: it waits "
        "face down for another player's lead of the suit",
        before=False,
    )
    call_own_ace: bool = option(False, "Called ace: the picker may call an ace they hold and be their own secret partner (keeping the ace for the suit's first lead)")
    call_up: bool = option(False, "Jack of diamonds: a picker holding the J♦ may call up the next jack they lack")
    jd_calls_ace: bool = option(False, "Jack of diamonds: a picker holding the J♦ may call a fail ace instead (its holder need not play it on the first lead)")
    jd_keep: bool = option(False, "Jack of diamonds: a picker alone with the J♦ must keep it (not bury it)")
    jd_alone: bool = option(
        False,
        "Jack of diamonds: a picker without the J♦ may go alone, announced after picking and before the bury as in the "
        "called-ace game (seed 001: the variants differ in \"whether the picker may choose to play alone\"); the J♦'s "
        "holder is then a defender. Off: the J♦'s holder is always the partner of a picker without it",
        before=False,
    )
    bury_first: bool = option(
        False,
        "The picker buries first, then calls a partner or goes alone (seed 004: \"bury two cards face down ... then they "
        "choose a partner\"): the call is made from the hand left after the bury. Off: call, then bury",
        before=False,
    )
    partner_cards: str = option("QC QS", "Partner rule cards: the cards whose holders form the side", choices=("QC QS", "QC QS JD", "QC JD 7D"))
    blind_next: int = option(0, "The player after the picker takes this many of the blind's cards and buries as many (seven-hand: 1, the picker taking 3)", choices=(0, 1, 2))
    dice_or_all: bool = option(False, "Partner rule dice: the picker may take the whole blind and play alone instead of rolling")
    pass_left: bool = option(False, "Partner rule cards: a player holding two partner cards may pass one to the left-hand player before the first lead, taking a card of theirs back")
    partner_call: bool = option(False, "Partner rule cards (Q♣ J♦ 7♦): a player holding two partner cards may call the 8♦ (with the 7♦) or the J♥ (with the Q♣ and J♦); its holder joins the side")
    agreed_rank: str = option("Q", "Partner rule first_played: the rank whose first two cards played make the side", choices=("Q", "J", "K", "A", "10", "9", "8", "7"))
    no_pick: str = option(
        "leaster",
        "When everyone passes: leaster (fewest points wins 1 from each), moster (most points pays each), mittler "
        "(the median wins), doubler (redeal, the next hand doubled), forced (the dealer must pick), schwanzer (show hands: "
        "the most queens 3, jacks 2, other trumps 1 pays each)",
        choices=NO_PICK,
    )
    redeal_nothing: bool = option(False, "A player dealt no ace, face card, trump or count may ask for a redeal (the hand is thrown in)")
    shiller: bool = option(False, "Shiller: the player left of the dealer must pick")
    leaster_trick: bool = option(True, "Leaster: only a player who took a trick can win it")
    leaster_triple: bool = option(False, "Leaster: a winner whose tricks hold no points, or who took every trick, wins the no-trick stake (×3)")
    leaster_no_trick_double: bool = option(False, "Leaster: a winner who took no trick wins double (a three-hand house rule; with leaster_trick off)")
    leaster_blind: str = option("last_trick", "Leaster: who gets the blind's points", choices=("last_trick", "first_trick", "nobody"))
    doubler_stack: bool = option(True, "Doubler: doublers in a row stack (×2, ×4 …); else the next hand counts ×2 however many")
    pot: bool = option(False, "Pots: each hand nobody picks, every player antes 1 to a pot, which the next picker's side wins or pays into")
    pot_loss: str = option("double", "Pots: a losing picker's side doubles the pot (double) or adds one pot, 1 for each player (add)", choices=POT_LOSS)
    pot_win: str = option("all", "Pots: a winning picker's side (or a showdown's best hand) takes the whole pot (all) or one pot, 1 for each player (one)", choices=POT_WIN)
    pot_end: str = option("split", "Pots: a pot left at the match's end is split equally (split) or played off, five cards face up to each, best poker hand (showdown)", choices=POT_END)
    schneider: int = option(91, "The picker's side wins double with at least this many points", choices=(90, 91))
    out_of_schneider: int = option(31, "The picker's side loses double with fewer points than this (30 or less by default)", choices=(30, 31))
    double_on_bump: bool = option(True, "Double on the bump: every loss of the picker's side is doubled again")
    bury_needs_trick: bool = option(False, "Buried points count for the picker's side only if that side takes a trick (else the opponents')")
    partner_exempt: str = option(
        "never",
        "The partner pays nothing and the picker pays it all: never, no_tricks (the picker's side took no trick), "
        "picker_no_trick (the picker took no trick and lost)",
        choices=("never", "no_tricks", "picker_no_trick"),
    )
    cracking: bool = option(False, "Cracking: a player who had no chance to pick, or is not the partner, may knock before the first card (×2)")
    recrack: bool = option(True, "Cracking: the picker, or the partner, may knock back (×2 again)")
    third_knock: bool = option(False, "Cracking: after a re-crack, an opponent who has not knocked may knock a third time (×2 again)")
    blitz: str = option(
        "none",
        "Blitz: showing both black or both red queens doubles (×2 a pair); queens_and_jacks: the two black jacks, "
        "the two middle jacks (J♠ J♥) or all four jacks, one blitz (×2) (the rule document: a blitz \"with the two "
        "black jacks, the two middle jacks, or all four jacks\")",
        choices=("none", "queens", "queens_and_jacks"),
    )
    blitz_late: bool = option(False, "Blitz after the hand: a player who held and played both cards of a pair declares it once the hand is over (×2 a blitz)")
    blitz_needs_crack: bool = option(False, "Blitz: only once the hand has been cracked (the rule document: \"usually a blitz comes only after a crack or re-crack\")", before=False)
    cap: int = option(
        0,
        "The most that cracks and blitzes together may multiply a hand (the rule document caps \"the points gained by "
        "blitzing or cracking\"); schneider, no trick and the bump multiply on top; cap_covers widens it (0: no cap)",
        choices=(0, 4, 8, 16, 32, 64),
    )
    cap_covers: str = option(
        "knocks",
        "What the cap limits: knocks (cracks, re-cracks, third knocks and blitzes), growth (those and the doublers), "
        "all (the whole multiplier, schneider, no trick and the bump included)",
        choices=CAP_COVERS,
        before="all",
    )
    sheepshead_needs_jack: bool = option(False, "The sheepshead call needs a jack in the picker's hand")
    sheepshead_call: bool = option(False, "A picker playing alone may call 'sheepshead', claiming every trick: double the no-trick stake won or paid")
    trump_suit: str = option("diamonds", "The suit whose A 10 K 9 8 7 follow the queens and jacks as trump", choices=tuple(TRUMP_SUITS))
    trump_order: str = option("standard", "standard, spitz (the trump seven second, below the Q♣ only) or spitz_high (the seven highest)", choices=TRUMP_ORDERS)
    jack_order: str = option(
        "standard",
        "The jacks' order: standard J♣ J♠ J♥ J♦ (seed 001), or spades_first J♠ J♣ J♥ J♦ (seed 004 ranks the jack of "
        "spades above the jack of clubs)",
        choices=JACK_ORDERS,
        before="standard",
    )
    undo: bool = undo_option()

    @property
    def removed_mask(self) -> int:
        return sum(1 << c for c in parse_cards(self.removed)) if self.removed else 0

    @property
    def hand_size(self) -> int:
        return (32 - len(self.removed.split()) - self.blind) // self.players

    @property
    def picking(self) -> bool:
        return self.partner not in CARD_SIDES

    def match_over(self, deals_done: int, totals: Sequence[int]) -> bool:
        """The match ends after ``deals`` deals, or after the deal in which a total reaches the target."""
        return deals_done >= self.deals or (bool(self.target) and max(totals) >= self.target)

    def problems(self) -> list[tuple[str, str]]:
        """Rules that are each allowed alone but not together: (key, message)."""
        out = []
        if self.pot and self.form != "standard":
            out.append(("pot", f"the {self.form} game has no picker to win a pot: pots go with form = standard"))
        if self.form == "battery":
            if self.players != 2:
                out.append(("players", "the battery games are for 2 players"))
            return out
        if self.players == 2:
            out.append(("players", "two players play the battery games: set form to battery"))
        if self.form in ("fox", "indiana"):
            if self.players != 4:
                out.append(("players", f"the {self.form} game is for 4 players"))
            if self.form == "indiana" and self.blind:
                out.append(("blind", "the indiana game has no blind: set blind to 0"))
            return out
        if self.deals % self.players:
            out.append(("deals", f"{self.deals} is not a multiple of players ({self.players}); allowed: {self.players}, {2 * self.players}, {3 * self.players} …"))
        cards = 32 - len(self.removed.split())
        if (cards - self.blind) % self.players:
            out.append(("blind", f"{cards} cards less a blind of {self.blind} don't deal evenly to {self.players} players"))
        if self.blind_next and (self.blind_next >= self.blind or self.partner in SHARED_BLIND or not self.picking):
            out.append(("blind_next", "the player after the picker takes part of a blind the picker shares: less than the blind, without blind_share or dice"))
        if self.partner in SHARED_BLIND and self.blind % 2:
            out.append(("blind", f"partner {self.partner} shares the blind in halves: an even blind, 2 or 4"))
        if self.picking and not self.blind:
            out.append(("blind", f"partner {self.partner} needs a picker and a blind; without one use partner cards or first_played"))
        if not self.picking and self.blind:
            out.append(("blind", f"partner {self.partner} is played without picking: set blind to 0"))
        if self.partner_call and (self.partner != "cards" or self.partner_cards != "QC JD 7D"):
            out.append(("partner_call", 'the partner call goes with partner = "cards" and partner_cards = "QC JD 7D"'))
        if self.pass_left and self.partner != "cards":
            out.append(("pass_left", 'the pass to the left goes with partner = "cards"'))
        if self.pot:
            out += self._pot_problems(cards)
        if self.bury_first and self.partner in SHARED_BLIND:
            out.append(("bury_first", f"partner {self.partner} decides how the blind is shared before anyone buries: bury_first goes with called_ace, jack_of_diamonds, jd_and_called_ace or none"))
        if self.blitz != "none" and self.blitz_needs_crack and not self.cracking:
            out.append(("blitz_needs_crack", "a blitz that needs a crack needs cracking: set cracking, or blitz_needs_crack off"))
        return out

    def _pot_problems(self, cards: int) -> list[tuple[str, str]]:
        """A pot needs hands nobody picks to feed it and a picker to win it; a showdown, cards enough."""
        if not self.picking:
            return [("pot", f"a pot is won by a picker's side: not with partner = {self.partner}")]
        if self.no_pick == "forced" or self.shiller:
            why = 'no_pick = "forced"' if self.no_pick == "forced" else "shiller"
            return [("pot", f"a pot is fed by the hands nobody picks, and {why} leaves none")]
        if self.pot_end == "showdown" and 5 * self.players > cards:
            return [("pot_end", f"a showdown deals five cards to each player: {self.players} players need {5 * self.players}, the pack has {cards}")]
        return []
