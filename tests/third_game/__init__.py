"""A third game, played through the app's seams alone (issue #12's proof)."""
