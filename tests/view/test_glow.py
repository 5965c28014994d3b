"""What a click can do must show on the table: the ghost, the destinations and the hollows that
take a sphere stand out from the wood whatever the colour to move (measured on real frames)."""

import numpy as np
import pytest
from PySide6.QtGui import QImage

from tabletop_gui.view import picking
from tabletop_gui.view.games.pylos import geometry as geo

pytestmark = pytest.mark.gl


def frame(view) -> np.ndarray:
    """The widget's frame as an (h, w, 3) float array, in logical pixels."""
    view.repaint()
    img = view.grabFramebuffer().convertToFormat(QImage.Format.Format_RGB32)
    img = img.scaled(view.width(), view.height())
    w, h = img.width(), img.height()
    arr = np.frombuffer(img.constBits(), dtype=np.uint8, count=img.bytesPerLine() * h)
    return arr.reshape(h, img.bytesPerLine())[:, : w * 4].reshape(h, w, 4)[:, :, 2::-1] \
        .astype(float)


def screen(view, points) -> np.ndarray:
    return picking.project(np.atleast_2d(np.asarray(points, dtype=float)), view.mvp(),
                           view.width(), view.height())


def patch(img, xy, r=2) -> np.ndarray:
    """Mean colour of the (2r+1)^2 pixels around each screen point."""
    out = []
    for x, y in np.round(np.atleast_2d(xy)).astype(int):
        out.append(img[y - r:y + r + 1, x - r:x + r + 1].reshape(-1, 3).mean(axis=0))
    return np.array(out)


def ghost_samples(view, place, inside=0.93):
    """Screen points over a ghost on ``place``: its middle, and a ring just inside its outline
    (where a glowing rim shows), from the sphere's true silhouette as the camera sees it."""
    centre = geo.place_centre(place)
    inv = np.linalg.inv(view.mvp())
    eye = inv @ np.array([0.0, 0.0, -1.0, 1.0])
    eye = eye[:3] / eye[3]
    to_c = centre - eye
    dist = np.linalg.norm(to_c)
    w = to_c / dist
    u = np.cross(w, [0.0, 0.0, 1.0])
    u /= np.linalg.norm(u)
    v = np.cross(w, u)
    r = geo.RADIUS
    ring_centre = centre - (r * r / dist) * w
    ring_radius = r * np.sqrt(1.0 - (r / dist) ** 2)
    angles = np.linspace(0.0, 2 * np.pi, 16, endpoint=False)
    outline = ring_centre + ring_radius * (np.cos(angles)[:, None] * u
                                           + np.sin(angles)[:, None] * v)
    c = screen(view, centre)[0]
    rim = c + inside * (screen(view, outline) - c)
    return c[None, :], rim


@pytest.mark.parametrize("colour", ["light", "dark"])
def test_the_ghost_stands_out_for_either_colour(board_view, colour):
    view = board_view
    scene = view.scene
    scene.set_ghosts(None)
    middle, rim = ghost_samples(view, "1b3")
    before = frame(view)
    scene.set_ghosts(("1b3", colour))
    after = frame(view)
    # the ghost covers its hollow: its middle differs clearly from the bare hollow...
    change = np.abs(patch(after, middle) - patch(before, middle)).sum(axis=1)
    assert change.min() > 60, (colour, change)
    # ...and all round its outline it differs from the wood under it: no side melts in
    outline = np.abs(patch(after, rim, 1) - patch(before, rim, 1)).sum(axis=1)
    assert np.median(outline) > 150 and outline.min() > 70, (colour, np.round(outline))


def test_raise_destinations_show(board_view):
    """Raise destinations (markers) stand out from the spheres they rest on."""
    view = board_view
    scene = view.scene
    supports = {p: ("light" if i % 2 else "dark")
                for i, p in enumerate(("1a1", "1b1", "1a2", "1b2"))}
    scene.show_position(supports, {"light": 13, "dark": 13})
    scene.set_ghosts(None)
    view.top_view()
    middle, rim = ghost_samples(view, "2a1")
    before = frame(view)
    scene.set_ghosts(None, {"2a1": "light"})
    after = frame(view)
    outline = np.abs(patch(after, rim, 1) - patch(before, rim, 1)).sum(axis=1)
    assert np.median(outline) > 120, np.round(outline)


def test_hollows_that_take_a_sphere_glow(board_view):
    view = board_view
    cands = ["1a1", "1c2", "1b3", "1d4"]
    others = [p for p in geo.PLACES[:16] if p not in cands]
    view.controller.set_candidates({p: "place" for p in cands})
    img = frame(view)
    angles = np.linspace(0.0, 2 * np.pi, 12, endpoint=False)

    def ring_colour(place):
        x, y, _ = geo.place_centre(place)
        pts = [(x + geo.HOLLOW_RADIUS * np.cos(a), y + geo.HOLLOW_RADIUS * np.sin(a), 0.0)
               for a in angles]
        return patch(img, screen(view, pts), 1).mean(axis=0)

    lit = np.array([ring_colour(p) for p in cands])
    plain = np.array([ring_colour(p) for p in others])
    # every glowing hollow is brighter than every plain one, by far
    gap = lit.sum(axis=1).min() - plain.sum(axis=1).max()
    assert gap > 120, (lit.sum(axis=1), plain.sum(axis=1))
    # nothing glows where no sphere may go
    view.controller.set_candidates({})
    img = frame(view)
    assert np.array([ring_colour(p) for p in cands]).sum(axis=1).max() \
        < plain.sum(axis=1).max() + 20


def test_the_frame_stays_opaque_where_translucent_things_are_drawn(board_view):
    """Ghosts and glowing rings are blended over the wood; the frame's alpha must stay opaque
    there. Found trying the app: where they were drawn the alpha dropped below 1, and a grab of
    the window (screenshots, a compositor that honours the alpha) showed the rings cyan and
    blue with torn edges instead of the amber drawn. The widget as Qt composes it must show
    what the frame holds."""
    view = board_view
    view.controller.set_candidates({p: "place" for p in geo.PLACES[:16]})
    view.scene.set_ghosts(("1b3", "dark"), {"1c2": "light"})
    drawn = frame(view)
    img = view.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    img = img.scaled(view.width(), view.height())
    w, h = img.width(), img.height()
    arr = np.frombuffer(img.constBits(), dtype=np.uint8, count=img.bytesPerLine() * h)
    composed = arr.reshape(h, img.bytesPerLine())[:, : w * 4].reshape(h, w, 4)[:, :, 2::-1]
    diff = np.abs(composed.astype(float) - drawn).max(axis=2)
    assert (diff > 24).sum() < 20, f"{int((diff > 24).sum())} pixels differ"
