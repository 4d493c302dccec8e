"""Background work without Qt: the task service with its lanes and its one request, cancel
and stale protocol (``service.py``), both ends of the pipe to a child process (``pipe.py``)
and the kinds of child (``children.py``). Imports nothing from Qt; a child imports
``pipe.py`` and nothing else from here."""
