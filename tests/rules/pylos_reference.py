"""A deliberately plain Pylos move generator, written straight from docs/RULES.md and sharing no code
with ``tabletop_gui.rules.pylos``. Slow; used only to cross-check the fast core."""

from __future__ import annotations

SIZES = {1: 4, 2: 3, 3: 2, 4: 1}
ALL = [(lv, c, r) for lv in (1, 2, 3, 4) for c in range(SIZES[lv]) for r in range(SIZES[lv])]


def name(p):
    lv, c, r = p
    return f"{lv}{'abcd'[c]}{r + 1}"


def under(p):
    lv, c, r = p
    if lv == 1:
        return []
    return [(lv - 1, c + dc, r + dr) for dc in (0, 1) for dr in (0, 1)]


def over(p):
    return [q for q in ALL if p in under(q)]


def available(board, p):
    return p not in board and all(q in board for q in under(p))


def free(board, p):
    return p in board and not any(q in board for q in over(p))


def patterns(p, variant):
    lv, c, r = p
    n = SIZES[lv]
    found = []
    if variant in ("standard", "mature"):
        for c0 in (c - 1, c):
            for r0 in (r - 1, r):
                if 0 <= c0 and c0 + 1 < n and 0 <= r0 and r0 + 1 < n:
                    found.append([(lv, c0 + dc, r0 + dr) for dc in (0, 1) for dr in (0, 1)])
    if variant == "mature" and lv in (1, 2):
        found.append([(lv, k, r) for k in range(n)])
        found.append([(lv, c, k) for k in range(n)])
    return found


def legal_moves(board, me, reserve_me, variant):
    """Set of (src_name_or_None, dst_name, frozenset(take names)) for the player ``me``."""
    actions = []
    if reserve_me > 0:
        actions += [(None, p) for p in ALL if available(board, p)]
    for s in ALL:
        if board.get(s) == me and free(board, s):
            for p in ALL:
                if available(board, p) and p[0] > s[0] and s not in under(p):
                    actions.append((s, p))
    out = set()
    for s, p in actions:
        b = dict(board)
        if s is not None:
            del b[s]
        b[p] = me
        if not any(all(b.get(q) == me for q in pat) for pat in patterns(p, variant)):
            out.add((s and name(s), name(p), frozenset()))
            continue
        for t1 in ALL:
            if b.get(t1) == me and free(b, t1):
                out.add((s and name(s), name(p), frozenset([name(t1)])))
                b2 = dict(b)
                del b2[t1]
                for t2 in ALL:
                    if b2.get(t2) == me and free(b2, t2):
                        out.add((s and name(s), name(p), frozenset([name(t1), name(t2)])))
    return out


def from_state(state):
    """Board dict and reserves from a ``pylos.State`` (read through its public API only)."""
    board = {}
    for p in ALL:
        who = state.at(name(p))
        if who:
            board[p] = who
    return board
