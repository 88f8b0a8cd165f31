#!/usr/bin/env python3
"""Fails when a module of src/ imports from a layer above its own.

The layers, lowest first (docs/ARCHITECTURE.md, "The layout"):
  0  allocator, db, config, telemetry, wire, models   what everything stands on
  1  domain                                 the rules; knows nothing of HTTP
  2  http                                   the server, the gateway and its layers
  3  resources, workers, admin              what the server and the operator run
  4  app                                    the composition root
A module may use its own layer and the ones below. Resources never import each other: each
talks to the others only through the domain.
"""
import pathlib
import re
import sys

LAYERS = {
    "allocator": 0, "db": 0, "config": 0, "secrets": 0, "telemetry": 0, "wire": 0, "models": 0, "Nullable": 0,
    "domain": 1,
    "http": 2,
    "resources": 3, "workers": 3, "admin": 3,
    "app": 4,
}

PATH = re.compile(r"\bcrate::(\{[^}]*\}|\w+)(?:::(\w+))?")


def code(text):
    """The text without comments, which may mention any module."""
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return "\n".join(line.split("//", 1)[0] for line in text.splitlines())


def references(text):
    """(module, submodule or None) for every `crate::…` path in the code."""
    for match in PATH.finditer(code(text)):
        head, sub = match.group(1), match.group(2)
        if head.startswith("{"):
            for name in re.findall(r"\b(\w+)", head):
                yield name, None
        else:
            yield head, sub


def violations(root):
    src = root / "src"
    for path in sorted(src.rglob("*.rs")):
        parts = path.relative_to(src).parts
        if parts in (("lib.rs",), ("main.rs",)):
            continue
        own = parts[0].removesuffix(".rs")
        if own not in LAYERS:
            yield f"{path}: module `{own}` has no layer in scripts/check-layers.py"
            continue
        for module, sub in references(path.read_text()):
            if module not in LAYERS:
                yield f"{path}: `crate::{module}` has no layer in scripts/check-layers.py"
            elif LAYERS[module] > LAYERS[own]:
                yield f"{path}: `{own}` (layer {LAYERS[own]}) uses `crate::{module}` (layer {LAYERS[module]})"
            elif own == "resources" and module == "resources" and sub not in (None, "Api"):
                this = parts[1].removesuffix(".rs")
                if sub != this:
                    yield f"{path}: a resource uses another resource (`crate::resources::{sub}`)"


def self_test():
    """The check itself, on a small tree with one import of each kind."""
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        root = pathlib.Path(tmp)
        files = {
            "domain/cv.rs": "use crate::db::Text;\n/// Not `crate::http`.\n",
            "domain/keys.rs": "use crate::http::error::ApiError;\n",
            "http/auth.rs": "use crate::{domain, resources};\n",
            "resources/jobs.rs": "use crate::resources::Api;\nuse crate::resources::candidates::x;\n",
        }
        for name, text in files.items():
            (root / "src" / name).parent.mkdir(parents=True, exist_ok=True)
            (root / "src" / name).write_text(text)
        found = list(violations(root))
        assert len(found) == 3, found
        assert "domain/keys.rs" in found[0] and "crate::http" in found[0], found
        assert "http/auth.rs" in found[1] and "crate::resources" in found[1], found
        assert "another resource" in found[2], found


def main():
    self_test()
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    found = list(violations(root))
    for line in found:
        print(line)
    if found:
        print(f"{len(found)} import(s) against the layers")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
