"""The Pylos table scene: static wood (table, board, hollows, trays) and 30 sphere slots.

Driven by plain data so it needs neither the rules nor the model: ``show_position(board,
reserves)`` with ``board`` a mapping place -> "light" | "dark" and ``reserves`` colour -> count.
Items are created once; a position change moves, shows or hides only the spheres that changed.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Any, Mapping, cast

import numpy as np
from numpy.typing import ArrayLike
from pyqtgraph.opengl import GLViewWidget, MeshData
from PySide6.QtCore import QCoreApplication, QEasingCurve, QObject, QVariantAnimation

from ...engraving import EngravedLabelsItem
from ...gl_items import StaticMeshItem
from ...item_shaders import GLOW_RGB
from ...sphere_sets import GlowDiscSetItem, SphereSetItem, sphere_mesh
from ...table import TriangleSoup, table_mesh
from . import geometry as geo

translate = QCoreApplication.translate

# ---- colours (linear-ish RGB in 0..1) ------------------------------------------------------
WOOD = np.array([0.74, 0.51, 0.30])
WOOD_SIDE = np.array([0.56, 0.36, 0.20])
HOLLOW_RIM = np.array([0.60, 0.40, 0.23])
HOLLOW_CENTRE = np.array([0.36, 0.22, 0.12])
TRAY = np.array([0.45, 0.28, 0.15])
TRAY_INSET = np.array([0.40, 0.24, 0.13])

SPHERE_COLOURS = {
    "light": (0.93, 0.85, 0.68, 1.0),   # beech / ivory
    "dark": (0.30, 0.17, 0.09, 1.0),    # walnut
}
GHOST_ALPHA = 0.58
MARKER_ALPHA = 0.12
GHOST_RIM = 1.0             # the glowing outline of the ghost where a click puts a sphere
MARKER_RIM = 0.55           # ... and of the other destinations of a selected sphere
MOUTH_GLOW = 1.0            # a hollow (or opening) that can take a sphere
MOUTH_HOVER_GLOW = 1.35     # the one the pointer is on
MOUTH_LIFT = 0.012          # above the hollow's disc, clear of it in the depth buffer
# the last move, for a few seconds after it lands: a ring round the sphere placed or raised and
# a fading ghost where each sphere taken back was, in a cool white apart from the amber of what
# may be clicked
TRACE_RGB = (0.55, 0.78, 1.0)
TRACE_CORE_RGB = (0.86, 0.95, 1.0)
TRACE_RING_RADIUS = 0.64    # round a sphere's middle (its radius is 0.5)
TRACE_RING_GLOW = 1.0
TRACE_GHOST_ALPHA = 0.45
# ... and, after a raise, a dashed ring of a deeper blue lying in the mouth the sphere left, for
# as long as that position shows: wider than a hollow's amber glow, so the two never cover each
# other when that place may take a sphere again, and broken into dashes so that it never reads
# as one of the solid rings of where a sphere may go
TRACE_VACATED_RADIUS = 0.46
TRACE_VACATED_GLOW = 0.8
TRACE_VACATED_RGB = (0.22, 0.45, 1.0)
TRACE_VACATED_DASHES = 12
TRACE_VACATED_LIFT = 0.02   # over a glowing mouth (MOUTH_LIFT), so the two never fight for depth
# higher up, a mouth is the circle where a sphere would touch its four supports, too narrow for
# the ring: a little above it the opening has widened past the ring's halo, and none of it is
# cut away by the supports
TRACE_VACATED_LIFT_HIGHER = 0.14
LABEL_LIFT = 0.004          # the engraved notation, just above the wood


def build_table_mesh() -> MeshData:
    """The table under everything: a cloth reaching far past the view (see ``table_mesh``)."""
    return table_mesh(-geo.BOARD_THICKNESS)


def build_board_mesh() -> MeshData:
    """The board with its 16 hollows (one mesh, one draw call)."""
    soup = TriangleSoup()
    t = geo.BOARD_THICKNESS
    h = geo.BOARD_HALF
    soup.box(-h, -h, -t, h, h, 0.0, WOOD, WOOD_SIDE)
    for name in geo.PLACES[:16]:
        x, y, _ = geo.place_centre(name)
        soup.disc(x, y, 0.004, geo.HOLLOW_RADIUS, HOLLOW_RIM, HOLLOW_CENTRE, segments=20)
    return soup.meshdata()


def build_tray_mesh() -> MeshData:
    """The two reserve trays, lower than the board, with a hollow per slot."""
    soup = TriangleSoup()
    t = geo.BOARD_THICKNESS
    for colour in geo.COLOURS:
        x0, y0, x1, y1 = geo.tray_rect(colour)
        top = -t + geo.TRAY_THICKNESS
        soup.box(x0, y0, -t, x1, y1, top, TRAY, TRAY * 0.8)
        for x, y, _ in geo.reserve_slots(colour):
            soup.disc(x, y, top + 0.004, geo.HOLLOW_RADIUS * 0.9, TRAY_INSET * 1.1, TRAY_INSET * 0.75,
                      segments=20)
    return soup.meshdata()


def board_labels() -> list[str]:
    """The engraved notation, spot by spot (``geo.label_spots``): the column letters through
    translation (a language whose notation used other letters would engrave those)."""
    letters = [translate("PylosBoard", "a", "column letter engraved on the board, as in moves"),
               translate("PylosBoard", "b", "column letter engraved on the board, as in moves"),
               translate("PylosBoard", "c", "column letter engraved on the board, as in moves"),
               translate("PylosBoard", "d", "column letter engraved on the board, as in moves")]
    return [letters[i] if kind == "column" else str(i + 1)
            for kind, i, _x, _y in geo.label_spots()]


def shadow_box() -> tuple[float, float, float, float, float, float]:
    """What the key light's shadows cover: the board, both trays and the full pyramid."""
    x0 = geo.tray_rect("light")[0]
    x1 = geo.tray_rect("dark")[2]
    _, y0, _, y1 = geo.tray_rect("light")
    y = max(-y0, y1, geo.BOARD_HALF)
    # up to the top sphere, and over it the arc of a sphere in flight
    top = float(geo.place_centre("4a1")[2]) + geo.RADIUS + SphereFlight.LIFT
    return (x0, -y, -geo.BOARD_THICKNESS, x1, y, top)


def tray_top() -> float:
    return -geo.BOARD_THICKNESS + geo.TRAY_THICKNESS


def reserve_centres(colour: str) -> np.ndarray:
    """Centres of spheres lying in the reserve tray of a colour (slot order)."""
    slots: np.ndarray = geo.reserve_slots(colour).copy()
    slots[:, 2] = tray_top() + geo.RADIUS - 0.06   # resting a little into the slot's hollow
    return slots


def _dip(s: float) -> float:
    s = min(max(float(s), 0.0), 1.0)
    dip: float = math.sin(math.pi * s) * (1.0 - s) ** 1.5
    return dip


_DIP_PEAK = max(_dip(k / 1000.0) for k in range(1001))


class SphereFlight:
    """Moves spheres along short arcs (a sphere rolls up from the reserve, a raised sphere
    lifts over its neighbours) so that a move can be followed by eye, and lets each settle
    into its place: it sinks a hair below its rest and comes back up once, as a heavy sphere
    seats itself in a hollow (one damped dip, never a bounce). Only what is drawn moves: the
    scene's record of where each sphere is changes at once, so picking and the rules never
    wait for an animation."""

    DURATION_MS = 420    # the arc
    SETTLE_MS = 170      # then the settle
    LIFT = 1.1           # height of the arc's top above the straight line, in sphere diameters
    SETTLE_DEPTH = 0.045  # how far below its rest the sphere sinks while settling

    def __init__(self, spheres: SphereSetItem, parent: QObject | None = None) -> None:
        self.spheres = spheres
        self.flights: dict[int, tuple[np.ndarray, np.ndarray]] = {}
        self.animation = QVariantAnimation(parent)   # parent: the widget, which it must not outlive
        self.animation.setStartValue(0.0)
        self.animation.setEndValue(1.0)
        self.animation.setDuration(self.DURATION_MS + self.SETTLE_MS)
        self.animation.valueChanged.connect(self._step)
        self.animation.finished.connect(self.land_all)
        self._arc_curve = QEasingCurve(QEasingCurve.Type.InOutQuad)

    @property
    def running(self) -> bool:
        return bool(self.flights)

    def start(self, flights: Iterable[tuple[int, np.ndarray, np.ndarray]]) -> None:
        self.land_all()                 # a new move finishes the previous one's flight
        for i, start, end in flights:
            self.flights[i] = (start, end)
        self.animation.stop()
        self.animation.start()
        self._step(0.0)

    @property
    def arc_share(self) -> float:
        """The share of the flight's time spent on the arc (the settle takes the rest)."""
        return self.DURATION_MS / float(self.DURATION_MS + self.SETTLE_MS)

    def position(self, i: int, t: float) -> np.ndarray:
        """Where sphere ``i`` is drawn at ``t`` (0: its start, 1: its place) of the flight."""
        start, end = self.flights[i]
        share = self.arc_share
        if t < share:
            u = self._arc_curve.valueForProgress(t / share)
            pos: np.ndarray = start + (end - start) * u
            pos[2] += self.LIFT * 4.0 * u * (1.0 - u)
            return pos
        s = (t - share) / (1.0 - share)
        pos = np.array(end, dtype=float)
        pos[2] -= self.settle_dip(s)
        return pos

    @classmethod
    def settle_dip(cls, s: float) -> float:
        """How far under its rest the sphere is at ``s`` (0..1) of the settle: down quickly,
        back up slowly, 0 at both ends and never negative (it never rises above its place)."""
        return cls.SETTLE_DEPTH * _dip(s) / _DIP_PEAK

    def _step(self, t: Any) -> None:
        for i in list(self.flights):
            self.spheres.set_sphere(i, centre=self.position(i, float(t)))

    def land(self, i: int) -> None:
        """Put sphere ``i`` where it is going at once (a new position replaces its flight)."""
        flight = self.flights.pop(i, None)
        if flight is not None:
            self.spheres.set_sphere(i, centre=flight[1])

    def land_all(self) -> None:
        for i in list(self.flights):
            self.land(i)
        self.animation.stop()


class TraceRingItem(GlowDiscSetItem):
    """Glowing rings as the mouths', with a cool white core instead of their warm one."""

    def set_sphere(self, i: int, centre: ArrayLike | None = None, colour: ArrayLike | None = None,
                   glow: float | None = None, visible: bool | None = None) -> None:
        super().set_sphere(i, centre, colour, glow, visible)
        core = np.array(TRACE_CORE_RGB, dtype=np.float32)
        mix = np.clip(self._band * 1.3, 0.0, 1.0)
        rgb = self.colours[i][:3] * (1.0 - mix) + core * mix
        alpha = np.clip((1.1 * self._band + 0.5 * self._halo) * self.glows[i], 0.0, 1.0)
        self._col[i * self._nv:(i + 1) * self._nv] = np.hstack([rgb, alpha * self.colours[i][3]])


class DashedRingItem(TraceRingItem):
    """A trace ring broken into dashes, of a colour of its own (the place a raised sphere
    left)."""

    SEGMENTS = 4 * TRACE_VACATED_DASHES      # per dash: two segments drawn, two left out

    def __init__(self, count: int, radius: float) -> None:
        super().__init__(count, radius, segments=self.SEGMENTS)
        step = 2.0 * np.pi / self.SEGMENTS
        angle = np.arctan2(self._unit[:, 1], self._unit[:, 0])
        k = np.rint(angle / step).astype(int) % 4
        self._dash = np.where(k < 2, 1.0, 0.0).astype(np.float32)
        self._dash[0] = 0.0                  # the centre: the dashes are a rim only

    def set_sphere(self, i: int, centre: ArrayLike | None = None, colour: ArrayLike | None = None,
                   glow: float | None = None, visible: bool | None = None) -> None:
        super().set_sphere(i, centre, colour, glow, visible)
        rows = slice(i * self._nv, (i + 1) * self._nv)
        self._col[rows, 3] *= self._dash
        # less of the white-hot core than the other rings: the blue is what tells it apart
        self._col[rows, :3] = 0.55 * self._col[rows, :3] + 0.45 * self.colours[i][:3]


class MoveTrace:
    """The last move, shown once its spheres have landed and fading over a few seconds: a ring
    round the sphere it placed or raised, a see-through ghost where each sphere it took back
    was; and, kept while that position shows (not fading), a dashed ring in the mouth a raised
    sphere left. A new position that is not the next move (undo, a new game) clears it."""

    DURATION_MS = 3200

    def __init__(self, rings: GlowDiscSetItem, ghosts: SphereSetItem, flight: SphereFlight,
                 parent: QObject | None = None, vacated: GlowDiscSetItem | None = None) -> None:
        self.rings = rings
        self.ghosts = ghosts
        self.vacated_rings = vacated
        self.flight = flight
        self.place: str | None = None
        self.vacated: str | None = None
        self.taken: dict[str, str] = {}
        self.strength = 0.0
        self._pending = False
        self.held = False                # the game's last move: kept, not fading
        self.animation = QVariantAnimation(parent)
        self.animation.setStartValue(1.0)
        self.animation.setEndValue(0.0)
        self.animation.setDuration(self.DURATION_MS)
        # held most of the time, then gone quickly: 1 - t^3
        self.animation.setEasingCurve(QEasingCurve.Type.InCubic)
        self.animation.valueChanged.connect(self._show)
        self.animation.finished.connect(self._faded)
        flight.animation.finished.connect(self.landed)

    @property
    def running(self) -> bool:
        return self._pending or self.strength > 0.0

    def show(self, place: str | None, taken: Mapping[str, str], held: bool = False,
             vacated: str | None = None) -> None:
        """Trace a move: ``place`` its sphere's place (None when it was taken back at once),
        ``taken`` place -> colour of each sphere taken back, ``vacated`` the place a raised
        sphere left (None for a placement); ``held``: kept until cleared (the move that ended
        the game) instead of fading."""
        self.clear()
        self.held = held
        self.place = place
        self.vacated = vacated
        self.taken = dict(taken)
        if self.flight.running:
            self._pending = True         # once the spheres have landed
        else:
            self._start()

    def landed(self) -> None:
        """The spheres have landed: a trace waiting for them shows now."""
        if self._pending:
            self._pending = False
            self._start()

    def _start(self) -> None:
        self.animation.stop()
        if not self.held:
            self.animation.start()
        self._show(1.0)

    def _show(self, value: Any) -> None:
        self.strength = float(value)
        if self.place is not None:
            centre = geo.place_centre(self.place)
            self.rings.set_sphere(0, centre=centre, colour=(*TRACE_RGB, 1.0),
                                  glow=TRACE_RING_GLOW * self.strength, visible=True)
        elif self.rings.visible_mask[0]:
            self.rings.set_sphere(0, visible=False)
        self._show_vacated()
        for k in range(self.ghosts.count):
            items = list(self.taken.items())
            if k < len(items):
                place, colour = items[k]
                self.ghosts.set_sphere(k, centre=geo.place_centre(place),
                                       colour=(*SPHERE_COLOURS[colour][:3],
                                               TRACE_GHOST_ALPHA * self.strength),
                                       glow=0.0, visible=True)
            elif self.ghosts.visible_mask[k]:
                self.ghosts.set_sphere(k, visible=False)

    def _show_vacated(self) -> None:
        rings = self.vacated_rings
        if rings is not None and self.vacated is not None:
            lift = TRACE_VACATED_LIFT if self.vacated[0] == "1" else TRACE_VACATED_LIFT_HIGHER
            mouth = geo.place_mouth(self.vacated) + [0.0, 0.0, lift]
            rings.set_sphere(0, centre=mouth, colour=(*TRACE_VACATED_RGB, 1.0),
                             glow=TRACE_VACATED_GLOW, visible=True)
        elif rings is not None and rings.visible_mask[0]:
            rings.set_sphere(0, visible=False)

    def mark_vacated(self, place: str | None) -> None:
        """Only the place a raised sphere left, at once (a position shown without its move's
        flight: review, undo back to it, a loaded game); None: no mark."""
        self.vacated = place
        self._show_vacated()

    def _faded(self) -> None:
        """The ring and the ghosts have faded; the place a raised sphere left stays marked."""
        vacated = self.vacated
        self.clear()
        self.mark_vacated(vacated)

    def clear(self) -> None:
        self._pending = False
        self.held = False
        self.animation.stop()
        self.strength = 0.0
        self.place = None
        self.vacated = None
        self.taken = {}
        if self.rings.visible_mask[0]:
            self.rings.set_sphere(0, visible=False)
        if self.vacated_rings is not None and self.vacated_rings.visible_mask[0]:
            self.vacated_rings.set_sphere(0, visible=False)
        for k in range(self.ghosts.count):
            if self.ghosts.visible_mask[k]:
                self.ghosts.set_sphere(k, visible=False)


class PylosScene:
    """The items of the Pylos table, added to a GLViewWidget once."""

    N_PER_COLOUR = 15

    def __init__(self, view: GLViewWidget) -> None:
        self.view = view
        shared = sphere_mesh(geo.RADIUS)
        # the table's cloth; the board, the trays and the engraved notation are its children,
        # so that showing or hiding the table shows or hides them all
        self.table = StaticMeshItem(build_table_mesh(), material="cloth")
        # the board and the trays receive shadows but cast none: nothing lies in theirs (the
        # trays sit lower than the board, and further away than its shadow reaches), and the
        # shadow map, drawn again whenever a sphere moves, need not draw them
        self.board_item = StaticMeshItem(build_board_mesh(), material="wood", casts_shadow=False)
        self.trays = StaticMeshItem(build_tray_mesh(), material="tray", casts_shadow=False)
        self.labels = EngravedLabelsItem(
            [(x, y, LABEL_LIFT, geo.LABEL_SIZE) for _k, _i, x, y in geo.label_spots()],
            board_labels)
        self.labels.setDepthValue(1)                # over the wood it engraves
        for part in (self.board_item, self.trays, self.labels):
            part.setParentItem(self.table)
        self.spheres = SphereSetItem(2 * self.N_PER_COLOUR, shared)
        # the glowing mouths of the places that can take a sphere, drawn over the wood and
        # under the ghosts
        self.mouths = GlowDiscSetItem(len(geo.PLACES), geo.HOLLOW_RADIUS)
        self.mouths.setDepthValue(5)
        for k, place in enumerate(geo.PLACES):
            self.mouths.set_sphere(k, centre=geo.place_mouth(place) + [0.0, 0.0, MOUTH_LIFT],
                                   colour=(*GLOW_RGB, 1.0))
        # ghosts: one hover ghost + markers for legal destinations
        self.ghosts = SphereSetItem(30, shared, glOptions="translucent", ghost=True)
        self.ghosts.setDepthValue(10)              # after the opaque items
        # the last move's trace (MoveTrace): a ring, a fainter one in the mouth a raised
        # sphere left, and ghosts of the spheres taken back
        self.trace_rings = TraceRingItem(1, TRACE_RING_RADIUS)
        self.trace_rings.setDepthValue(6)
        self.trace_vacated = DashedRingItem(1, TRACE_VACATED_RADIUS)
        self.trace_vacated.setDepthValue(6)
        self.trace_ghosts = SphereSetItem(2, shared, glOptions="translucent", ghost=True)
        self.trace_ghosts.setDepthValue(9)
        for item in self.items():
            view.addItem(item)
        for i in range(2 * self.N_PER_COLOUR):
            self.spheres.set_sphere(i, colour=SPHERE_COLOURS[self.slot_colour(i)])
        #: where each sphere slot is: ("place", name) | ("reserve", slot index) | None
        self.location: list[tuple[str, object] | None] = [None] * (2 * self.N_PER_COLOUR)
        self._reserve_centres = {c: reserve_centres(c) for c in geo.COLOURS}
        self.board: dict[str, str] = {}
        self.reserves: dict[str, int] = {"light": 15, "dark": 15}
        self._highlight: dict[str, float] = {}
        self._ghost_places: list[str | None] = [None] * self.ghosts.count
        self.flight = SphereFlight(self.spheres, view)
        self.trace = MoveTrace(self.trace_rings, self.trace_ghosts, self.flight, view,
                               vacated=self.trace_vacated)

    def items(self) -> tuple[Any, ...]:
        """Every GL item of the table (shown and hidden together)."""
        return (self.table, self.spheres, self.mouths, self.trace_rings, self.trace_vacated,
                self.trace_ghosts, self.ghosts)

    def finish_animations(self) -> None:
        """Every sphere where it goes at once, and the last move's trace shown in full (what
        a person sees just after the spheres land: the documentation pictures, tests)."""
        self.flight.land_all()
        self.trace.landed()

    def shadow_box(self) -> tuple[float, float, float, float, float, float]:
        return shadow_box()

    @classmethod
    def slot_colour(cls, i: int) -> str:
        return "light" if i < cls.N_PER_COLOUR else "dark"

    # ---- positions ----------------------------------------------------------------------
    def show_position(self, board: Mapping[str, str | None], reserves: Mapping[str, int],
                      animate: bool = False) -> int:
        """Show a position. Returns how many sphere items changed (moved, shown or hidden).

        With ``animate``, a sphere that moves (reserve to pyramid, a raise, a take-back) rolls
        there along a short arc instead of jumping (see :class:`SphereFlight`)."""
        flights: list[tuple[int, np.ndarray, np.ndarray]] = []
        self.board = {p: c for p, c in board.items() if c}
        self.reserves = dict(reserves)
        changed = 0
        for colour in geo.COLOURS:
            slots = [i for i in range(2 * self.N_PER_COLOUR) if self.slot_colour(i) == colour]
            targets: list[tuple[str, object]] = [("place", p) for p, c in self.board.items() if c == colour]
            n = max(0, min(self.reserves.get(colour, 0), self.N_PER_COLOUR))
            targets += [("reserve", k) for k in range(n)]
            wanted = set(targets)
            keep = {i for i in slots if self.location[i] in wanted}
            taken = {self.location[i] for i in keep}
            free_targets = [t for t in targets if t not in taken]
            for i in slots:
                if i in keep:
                    continue
                self.flight.land(i)
                if free_targets:
                    target = free_targets.pop(0)
                    was_shown = self.location[i] is not None
                    start = np.array(self.spheres.centres[i], dtype=float)
                    self.location[i] = target
                    end = self._centre_of(colour, target)
                    if animate and was_shown:
                        flights.append((i, start, end))
                        self.spheres.set_sphere(i, visible=True)
                    else:
                        self.spheres.set_sphere(i, centre=end, visible=True)
                else:
                    self.location[i] = None
                    self.spheres.set_sphere(i, visible=False)
                changed += 1
        self._apply_highlight()
        if flights:
            self.flight.start(flights)
        return changed

    def _centre_of(self, colour: str, target: tuple[str, object]) -> np.ndarray:
        kind, where = target            # ("place", its name) or ("reserve", its slot's index)
        if kind == "place":
            return geo.place_centre(cast(str, where))
        return cast(np.ndarray, self._reserve_centres[colour][cast(int, where)])

    def slot_at(self, place: str) -> int | None:
        for i, loc in enumerate(self.location):
            if loc == ("place", place):
                return i
        return None

    # ---- highlights and ghosts ----------------------------------------------------------
    def set_highlights(self, glow_by_place: Mapping[str, float]) -> None:
        """Make the spheres on these places glow (0..1)."""
        self._highlight = dict(glow_by_place)
        self._apply_highlight()

    def _apply_highlight(self) -> None:
        for i, loc in enumerate(self.location):
            glow = 0.0
            if loc is not None and loc[0] == "place":
                glow = self._highlight.get(str(loc[1]), 0.0)
            if self.spheres.glows[i] != glow:
                self.spheres.set_sphere(i, glow=glow)

    def set_mouths(self, places: Iterable[str], hover: str | None = None) -> None:
        """Make the hollows (or, higher up, the openings between four supports) of these empty
        places glow: they can take a sphere now. ``hover`` glows brighter."""
        wanted = set(places)
        for k, place in enumerate(geo.PLACES):
            glow = (MOUTH_HOVER_GLOW if place == hover else MOUTH_GLOW) if place in wanted else 0.0
            shown = glow > 0.0
            if shown != self.mouths.visible_mask[k] or self.mouths.glows[k] != glow:
                self.mouths.set_sphere(k, glow=glow, visible=shown)

    def glowing_mouths(self) -> list[str]:
        return [p for p, shown in zip(geo.PLACES, self.mouths.visible_mask, strict=True) if shown]

    def ghost_places(self) -> list[str]:
        """The places a ghost (the hover ghost or a destination marker) shows on now."""
        return [p for p, shown in zip(self._ghost_places, self.ghosts.visible_mask, strict=False)
                if shown and p is not None]

    def set_ghosts(self, ghost: tuple[str, str] | None, markers: Mapping[str, str] = {}) -> None:
        """A see-through ghost (place, colour) with a glowing outline where a click would put a
        sphere, and fainter markers (place -> colour) on other legal destinations."""
        k = 0
        if ghost is not None:
            place, colour = ghost
            self.ghosts.set_sphere(k, centre=geo.place_centre(place),
                                   colour=(*SPHERE_COLOURS[colour][:3], GHOST_ALPHA),
                                   glow=GHOST_RIM, visible=True)
            self._ghost_places[k] = place
            k += 1
        for place, colour in markers.items():
            if ghost is not None and place == ghost[0]:
                continue
            if k >= self.ghosts.count:
                break
            self.ghosts.set_sphere(k, centre=geo.place_centre(place),
                                   colour=(*SPHERE_COLOURS[colour][:3], MARKER_ALPHA),
                                   glow=MARKER_RIM, visible=True)
            self._ghost_places[k] = place
            k += 1
        for j in range(k, self.ghosts.count):
            if self.ghosts.visible_mask[j]:
                self.ghosts.set_sphere(j, visible=False)
