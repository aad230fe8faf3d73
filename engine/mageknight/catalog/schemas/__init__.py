"""One module per YAML file of data/mageknight: the entry dataclasses and the reader of that file.

Every reader has the signature ``read(doc: FileDocument) -> <section>``; it reports problems on
``doc`` and skips a broken entry instead of stopping, so one run lists every problem.
"""
