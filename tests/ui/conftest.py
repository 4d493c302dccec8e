"""UI test helpers: ``script``, ``controller``, ``idle`` and ``window`` are the shared table
fixtures of ``tests/support/table_fixtures.py`` (registered in ``tests/conftest.py``)."""
