"""Game content as YAML, one folder per game."""
