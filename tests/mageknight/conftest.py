"""Fixtures for the catalogue tests: the real content, parsed once, handed out as fresh copies."""
from __future__ import annotations

import copy
from pathlib import Path

import pytest

from engine.mageknight.catalog import build_catalog
from engine.content.files import read_documents
from engine.mageknight.catalog.loader import default_data_dir
from engine.mageknight.cards import KNOWN_HOOKS


@pytest.fixture(scope="session")
def data_dir() -> Path:
    return default_data_dir()


@pytest.fixture(scope="session")
def _pristine_documents(data_dir):
    return read_documents(data_dir)


@pytest.fixture
def documents(_pristine_documents):
    """The parsed YAML of data/mageknight by file name; a deep copy each test may break at will."""
    return copy.deepcopy(_pristine_documents)


@pytest.fixture(scope="session")
def catalog(_pristine_documents):
    return build_catalog(copy.deepcopy(_pristine_documents), known_hooks=KNOWN_HOOKS)
