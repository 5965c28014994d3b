"""The textures' mipmaps are made on the CPU (view/materials.py: Mesa's software renderer
compiles a shader for glGenerateMipmap in every new context): the chain must be the one GL
would ask for, each level the box average of the one above."""

import numpy as np

from tabletop_gui.view.materials import mip_levels, texture_levels


def test_the_chain_floors_each_size_down_to_one_pixel():
    image = np.zeros((5, 12, 4), np.uint8)
    sizes = [level.shape[:2] for level in mip_levels(image)]
    assert sizes == [(5, 12), (2, 6), (1, 3), (1, 1)]
    assert all(level.dtype == np.uint8 and level.flags["C_CONTIGUOUS"]
               for level in mip_levels(image))


def test_each_level_is_the_average_of_the_one_above():
    rng = np.random.default_rng(1)
    image = rng.integers(0, 256, size=(8, 8, 4), dtype=np.uint8)
    levels = mip_levels(image)
    expect = image.astype(np.float64).reshape(4, 2, 4, 2, 4).mean(axis=(1, 3))
    assert np.abs(levels[1].astype(np.float64) - expect).max() <= 0.5 + 1e-9
    assert abs(float(levels[-1][0, 0, 0]) - float(image[..., 0].mean())) <= 2.0


def test_a_materials_chain_is_made_once():
    assert texture_levels("wood") is texture_levels("wood")
    assert texture_levels("wood")[0].shape == (256, 256, 4)
    assert len(texture_levels("wood")) == 9
