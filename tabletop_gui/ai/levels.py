"""The computer's levels, weakest first, and the app's default: a module of its own so the
app's first paint can name them without loading the bots (:mod:`.bots` re-exports both)."""

LEVELS = ("beginner", "easy", "medium", "hard", "expert")
DEFAULT_LEVEL = "medium"
