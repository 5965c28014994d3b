"""Private X servers for tests: the same Xvfb binary xvfb-run uses, on a display number it
picks itself (``-displayfd``), so parallel workers never collide."""

import os
import select
import shutil
import subprocess


def start_xvfb(*args: str, screen: str = "1600x1000x24", timeout: float = 20.0):
    """Start ``Xvfb`` with extra ``args`` (e.g. ``"-extension", "GLX"``); return
    ``(process, ":N")``, or None when there is no Xvfb or it did not start in ``timeout``."""
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        return None
    r, w = os.pipe()
    try:
        proc = subprocess.Popen([xvfb, "-displayfd", str(w), *args, "-screen", "0", screen,
                                 "-nolisten", "tcp"], pass_fds=(w,),
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    except OSError:
        os.close(r)
        os.close(w)
        return None
    os.close(w)
    number = b""
    while not number.endswith(b"\n") and select.select([r], [], [], timeout)[0]:
        chunk = os.read(r, 16)
        if not chunk:
            break
        number += chunk
    os.close(r)
    if not number.strip().isdigit():
        proc.kill()
        proc.wait()
        return None
    return proc, ":" + number.strip().decode()
