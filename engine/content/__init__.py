"""Content as data, for any game: reading YAML files (the one module that touches the file system), errors that
name the file and key path of a bad value, readers of single values, immutable containers, and walking read
sections for nodes of a kind. A game's catalogue (engine/mageknight/catalog) builds on these."""
