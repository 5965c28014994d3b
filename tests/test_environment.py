"""Every outside hook of the app is documented in one place: tabletop_gui/app/environment.py."""

import ast
import pathlib
import re

import tabletop_gui
from tabletop_gui.app import environment


def test_every_hook_variable_is_listed_and_documented():
    root = pathlib.Path(tabletop_gui.__file__).parent
    named = set()
    for path in root.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                named.update(re.findall(r"\bTABLETOP_GUI_[A-Z_]+\b", node.value))
    listed = set(environment.HOOKS)
    doc = environment.__doc__ or ""
    # the code names exactly the listed hooks, each documented in the module's table
    assert named == listed
    assert all(f"``{h}``" in doc for h in listed)
    assert f"``{environment.QUIT_AFTER_FLAG} MS``" in doc
