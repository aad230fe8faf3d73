"""Combat with enemies (rules spec §8): starting it (begin), its phases (phases), damage (damage), the
numbers (values) and the end (end). The combat lives in Turn.combat while it lasts."""
