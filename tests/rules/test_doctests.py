"""The examples in the rules modules' docstrings are true."""

import doctest
import importlib

import pytest


@pytest.mark.parametrize("module", ["tabletop_gui.rules.pylos"])
def test_docstring_examples(module):
    result = doctest.testmod(importlib.import_module(module), verbose=False)
    assert result.attempted > 0 and result.failed == 0
