"""The table widget reports an OpenGL context it cannot draw with (glFailed) instead of
printing a traceback at every paint."""

import pytest

pytestmark = pytest.mark.gl


def test_a_context_pyopengl_cannot_see_fails_the_board(qtbot, monkeypatch):
    from OpenGL import platform

    from tabletop_gui.view.board_view import BoardView

    # what PyOpenGL reports when it is bound to GLX and Qt's context is EGL
    monkeypatch.setattr(platform.PLATFORM, "GetCurrentContext", lambda: 0)
    view = BoardView()
    qtbot.addWidget(view)
    failed = []
    view.glFailed.connect(failed.append)
    view.resize(400, 300)
    view.show()
    qtbot.waitExposed(view)
    qtbot.waitUntil(lambda: bool(failed), timeout=3000)
    assert view.gl_error and failed == [view.gl_error]
    view.repaint()
    assert view.frames_painted == 0
