"""Mage Knight content (YAML), shipped as package data so an installed copy finds it."""
