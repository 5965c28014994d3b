"""A deliberately naive second implementation of the PILUS turn rules, written straight from
docs/RULES.md §2 with tuples and whole-board flood fills, used only to cross-check the fast core."""

from __future__ import annotations

from tabletop_gui.rules import pilus


def _regions(colours: dict) -> dict:
    """cell -> frozenset of its region, for a map cell -> top colour."""
    out: dict = {}
    for start, col in colours.items():
        if start in out:
            continue
        seen = {start}
        todo = [start]
        while todo:
            x, y = todo.pop()
            for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if n not in seen and colours.get(n) == col:
                    seen.add(n)
                    todo.append(n)
        fs = frozenset(seen)
        for c in fs:
            out[c] = fs
    return out


def _cells(x, y):
    return [(x, y), (x, y + 1), (x + 1, y + 1), (x + 1, y)]


def naive_turns(s) -> set:
    """Every legal turn of the player to move, by brute force over a window of offsets."""
    n = s.players
    mover = s.to_move
    covered = s.covered_cells()
    height = {c: s.height(c) for c in covered}
    colour = {c: s.top_colour(c) for c in covered}
    tile = {c: s.tile_at(c) for c in covered}
    pawns = {p: s.pawn(p) for p in range(n) if s.pawn(p) is not None}
    before = _regions(colour)
    protected = set()
    for p, cell in pawns.items():
        if p != mover:
            protected |= before[cell]
    xs = [c[0] for c in covered]
    ys = [c[1] for c in covered]
    names = {r for k in set(s.hand(mover)) for r in pilus.rotations(k)}
    out = set()
    for x in range(min(xs) - 3, max(xs) + 3):
        for y in range(min(ys) - 3, max(ys) + 3):
            cells = _cells(x, y)
            hs = [height.get(c, 0) for c in cells]
            level = 1 + max(hs)
            if level == 1:
                ok = any(
                    (cx + dx, cy + dy) in height
                    for cx, cy in cells
                    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
                )
                if not ok:
                    continue
            else:
                if level > 5:
                    continue
                resting = [c for c, h in zip(cells, hs, strict=True) if h == level - 1]
                if len(resting) < 3 or len({tile[c] for c in resting}) < 2:
                    continue
            if any(c in protected for c in cells):
                continue
            for name in names:
                if level > 1:
                    match = sum(colour.get(c) == name[i] for i, c in enumerate(cells))
                    if match < level - 1:
                        continue
                after = dict(colour)
                for i, c in enumerate(cells):
                    after[c] = name[i]
                regs = _regions(after)
                pawn_regions = [regs[c] for c in pawns.values()]
                if len(set(pawn_regions)) < len(pawn_regions):
                    continue  # merging
                out.add(pilus.Turn(name, x, y, None))
                q = pawns.get(mover)
                targets = set(cells)
                if q is not None:
                    qx, qy = q
                    for nb in ((qx + 1, qy), (qx - 1, qy), (qx, qy + 1), (qx, qy - 1)):
                        if nb in after:
                            targets.add(nb)
                    targets.discard(q)
                others = [c for p, c in pawns.items() if p != mover]
                for t in targets:
                    if any(o in regs[t] for o in others):
                        continue
                    out.add(pilus.Turn(name, x, y, t))
    if not out:
        return {pilus.PASS}
    return out


def naive_score(before, turn) -> int:
    """Points the mover scores with ``turn`` (tile, pawn step, then score), judged by brute
    force on the board after the turn."""
    mover = before.to_move
    after = before.play(turn)
    colour = {c: after.top_colour(c) for c in after.covered_cells()}
    regs = _regions(colour)
    level = after.height((turn.x, turn.y))
    others = [after.pawn(p) for p in range(before.players) if p != mover]
    total = 0
    seen = set()
    for c in turn.cells:
        r = regs[c]
        if r in seen:
            continue
        seen.add(r)
        if len(r) >= 2 and not any(o in r for o in others):
            total += len(r)
    return level * total
