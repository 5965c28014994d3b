"""The start timed from outside the program, as a person (or a script polling the display) sees
it: from the moment the process is started, interpreter start included, to the moment its
window is mapped on the X display, and to the moment that window's pixels on the screen show
its first paint. No trace line of the program's own is used, so the app and a bare window are
timed by the same rule.

It speaks to the X server directly (libX11 through ctypes, one connection held for the whole
run) instead of starting ``xwininfo`` or ``import -window root`` at each poll: a poll then
takes well under a millisecond, and the poller does not compete with the program it times
for the CPU.

"Painted" is judged from the screen: the window's pixels, read back from the X server (what
``import -window root`` would read at the window's place), are at least :data:`PAINTED`
covered by colours other than the root window's background (before Qt paints a window, the
screen shows that background there: no window manager, no compositor, as under Xvfb). Polls
run every :data:`POLL_S`.
"""

import ctypes
import ctypes.util
import os
import subprocess
import time

POLL_S = 0.001
#: the share of the window's sampled pixels that must differ from its mapped-but-unpainted look
PAINTED = 0.5
#: the window's pixels are sampled on a grid this many pixels apart (a few thousand samples)
STEP = 16
#: a main window is at least this wide
MIN_WIDTH = 200

_IS_VIEWABLE = 2
_ZPIXMAP = 2
_ALL_PLANES = ctypes.c_ulong(0xFFFFFFFF)


class _Attributes(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int), ("width", ctypes.c_int),
                ("height", ctypes.c_int), ("border_width", ctypes.c_int),
                ("depth", ctypes.c_int), ("visual", ctypes.c_void_p),
                ("root", ctypes.c_ulong), ("class_", ctypes.c_int),
                ("bit_gravity", ctypes.c_int), ("win_gravity", ctypes.c_int),
                ("backing_store", ctypes.c_int), ("backing_planes", ctypes.c_ulong),
                ("backing_pixel", ctypes.c_ulong), ("save_under", ctypes.c_int),
                ("colormap", ctypes.c_ulong), ("map_installed", ctypes.c_int),
                ("map_state", ctypes.c_int), ("all_event_masks", ctypes.c_long),
                ("your_event_mask", ctypes.c_long), ("do_not_propagate_mask", ctypes.c_long),
                ("override_redirect", ctypes.c_int), ("screen", ctypes.c_void_p)]


class _Image(ctypes.Structure):
    _fields_ = [("width", ctypes.c_int), ("height", ctypes.c_int), ("xoffset", ctypes.c_int),
                ("format", ctypes.c_int), ("data", ctypes.c_void_p),
                ("byte_order", ctypes.c_int), ("bitmap_unit", ctypes.c_int),
                ("bitmap_bit_order", ctypes.c_int), ("bitmap_pad", ctypes.c_int),
                ("depth", ctypes.c_int), ("bytes_per_line", ctypes.c_int),
                ("bits_per_pixel", ctypes.c_int)]


class Display:
    """One connection to the X server of ``$DISPLAY``."""

    def __init__(self):
        name = ctypes.util.find_library("X11") or "libX11.so.6"
        x = self.x = ctypes.CDLL(name)
        x.XOpenDisplay.restype = ctypes.c_void_p
        x.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x.XDefaultRootWindow.restype = ctypes.c_ulong
        x.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        x.XQueryTree.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong),
                                 ctypes.POINTER(ctypes.c_ulong),
                                 ctypes.POINTER(ctypes.POINTER(ctypes.c_ulong)),
                                 ctypes.POINTER(ctypes.c_uint)]
        x.XFetchName.argtypes = [ctypes.c_void_p, ctypes.c_ulong,
                                 ctypes.POINTER(ctypes.c_char_p)]
        x.XGetWindowAttributes.argtypes = [ctypes.c_void_p, ctypes.c_ulong,
                                           ctypes.POINTER(_Attributes)]
        x.XGetImage.restype = ctypes.POINTER(_Image)
        x.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int,
                                ctypes.c_uint, ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
        x.XFree.argtypes = [ctypes.c_void_p]
        x.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        self.display = x.XOpenDisplay(None)
        if not self.display:
            raise RuntimeError(f"cannot open the X display {os.environ.get('DISPLAY')!r}")
        self.root = x.XDefaultRootWindow(self.display)
        # a window that is destroyed between the tree and its attributes is not an error
        handler = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)
        self._ignore = handler(lambda _d, _e: 0)
        x.XSetErrorHandler(self._ignore)

    def top_windows(self):
        """The root window's children, bottom to top."""
        root, parent = ctypes.c_ulong(), ctypes.c_ulong()
        children = ctypes.POINTER(ctypes.c_ulong)()
        count = ctypes.c_uint()
        if not self.x.XQueryTree(self.display, self.root, ctypes.byref(root),
                                 ctypes.byref(parent), ctypes.byref(children),
                                 ctypes.byref(count)):
            return []
        found = [children[i] for i in range(count.value)]
        if children:
            self.x.XFree(children)
        return found

    def name(self, window):
        text = ctypes.c_char_p()
        if not self.x.XFetchName(self.display, window, ctypes.byref(text)) or not text.value:
            return ""
        value = text.value.decode(errors="replace")
        self.x.XFree(text)
        return value

    def attributes(self, window):
        attrs = _Attributes()
        if not self.x.XGetWindowAttributes(self.display, window, ctypes.byref(attrs)):
            return None
        return attrs

    def root_colour(self):
        """The most common colour of the screen now (the root window's background)."""
        attrs = self.attributes(self.root)
        shot = self.samples(attrs) if attrs is not None else None
        if not shot:
            raise RuntimeError("cannot read the screen back from the X server")
        return max(set(shot), key=shot.count)

    def samples(self, attrs):
        """The window's place on the screen, read from the root window (what is on the
        screen there), every :data:`STEP`-th pixel of every :data:`STEP`-th row."""
        w, h = max(1, attrs.width), max(1, attrs.height)
        image = self.x.XGetImage(self.display, self.root, attrs.x, attrs.y, w, h,
                                 _ALL_PLANES, _ZPIXMAP)
        if not image:
            return None
        try:
            img = image.contents
            if img.bits_per_pixel != 32:
                raise RuntimeError(f"a {img.bits_per_pixel}-bit screen (run at 24 bits)")
            width, height, per_row = img.width, img.height, img.bytes_per_line // 4
            raw = ctypes.string_at(img.data, img.bytes_per_line * height)
        finally:
            self.x.XFree(image.contents.data)
            self.x.XFree(image)
        view = memoryview(raw).cast("I")
        return [view[r * per_row + c] & 0xFFFFFF for r in range(STEP // 2, height, STEP)
                for c in range(STEP // 2, width, STEP)]


def time_window(cmd, env, timeout=60.0, display=None):
    """Start ``cmd``; return (mapped, painted): seconds from just before the process was
    started to its main window being viewable on the display (the first new top-level window
    at least :data:`MIN_WIDTH` wide: Qt's own helper windows are 1-3 px and never mapped),
    and to that window's pixels on the screen showing its first paint. The program is killed
    once painted (its own exit is not timed)."""
    disp = display or Display()
    before = set(disp.top_windows())
    # what the screen shows where a window is mapped and not painted yet: the root window's
    # background (no window manager, no compositor: Xvfb), one colour
    unpainted = disp.root_colour()
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    mapped = painted = None
    window, attrs = None, None
    try:
        while time.perf_counter() - t0 < timeout:
            now = time.perf_counter() - t0
            if window is None:
                for win in disp.top_windows():
                    if win in before:
                        continue
                    a = disp.attributes(win)
                    if (a is not None and a.map_state == _IS_VIEWABLE
                            and a.width >= MIN_WIDTH):
                        window, attrs, mapped = win, a, now
                        break
            if window is not None:
                shot = disp.samples(attrs)
                if shot is not None:
                    changed = sum(1 for p in shot if p != unpainted) / len(shot)
                    if changed >= PAINTED:
                        painted = time.perf_counter() - t0
                        break
            if proc.poll() is not None:
                err = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
                raise RuntimeError(f"{cmd} ended before its window painted: {err[-500:]}")
            time.sleep(POLL_S)
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait()
    if painted is None:
        raise RuntimeError(f"no painted window from {cmd} in {timeout} s")
    return mapped, painted
