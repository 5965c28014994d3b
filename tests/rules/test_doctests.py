"""The examples in the rules modules' docstrings are true."""

import doctest
import importlib
import pkgutil

import pytest

import tabletop_gui.rules.pylos as pylos_package

PYLOS_MODULES = ["tabletop_gui.rules.pylos"] + [
    m.name for m in pkgutil.iter_modules(pylos_package.__path__, "tabletop_gui.rules.pylos.")]


@pytest.mark.parametrize("module", PYLOS_MODULES)
def test_docstring_examples(module):
    result = doctest.testmod(importlib.import_module(module), verbose=False)
    assert result.failed == 0


def test_there_are_examples():
    attempted = sum(doctest.testmod(importlib.import_module(m), verbose=False).attempted
                    for m in PYLOS_MODULES)
    assert attempted > 0
