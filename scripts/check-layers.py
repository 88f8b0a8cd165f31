#!/usr/bin/env python3
"""Fails when a module of src/ imports from a layer above its own, or when files import each
other in a circle.

The layers, lowest first (docs/ARCHITECTURE.md, "The layout"):
  0  allocator, db, config, secrets, telemetry, wire, models   what everything stands on
  1  domain                                 the rules; knows nothing of HTTP
  2  state                                  what a running instance shares (the core state)
  3  http                                   the server, the gateway and its layers
  4  resources, workers, admin              what the server and the operator run
  5  app                                    the composition root
A module may use its own layer and the ones below. Resources never import each other: each
talks to the others only through the domain.

Circles: every path a file names (`crate::…`, `super::…`, `self::…`) is an edge to the file
that defines the module it reaches (the deepest one that exists). A `mod` declaration is not an
edge, so a parent module that only declares its children and holds what they share is below
them; a file's tests are not counted. Any circle of two or more files fails the check.
"""
import pathlib
import re
import sys

LAYERS = {
    "allocator": 0, "db": 0, "config": 0, "secrets": 0, "telemetry": 0, "wire": 0, "models": 0, "Nullable": 0,
    "domain": 1,
    "state": 2,
    "http": 3,
    "resources": 4, "workers": 4, "admin": 4,
    "app": 5,
}

PATH = re.compile(r"\bcrate::(\{[^}]*\}|\w+)(?:::(\w+))?")
# A path from the crate root or relative to the file's module, up to where it stops naming
# modules: `crate::a::b::{c, d::e}` gives its prefix and the group that follows.
ANY_PATH = re.compile(r"\b(crate|super|self)((?:::\w+)*)(::\{)?")


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


def module_of(src, path):
    """The module path of a file: `domain/interviews/mod.rs` is ("domain", "interviews")."""
    parts = list(path.relative_to(src).with_suffix("").parts)
    if parts[-1] == "mod" or parts in (["lib"], ["main"]):
        parts = parts[:-1]
    return tuple(parts)


def group_items(text, start):
    """The top-level paths of the `{…}` group that opens before `start`, each as a tuple."""
    depth, item, items = 1, "", []
    for i in range(start, len(text)):
        c = text[i]
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                items.append(item)
                break
        if depth == 1 and c == ",":
            items.append(item)
            item = ""
        elif not (depth == 1 and c == "}"):
            item += c
    paths = []
    for item in items:
        # Inside a nested group only its own prefix names a module of ours.
        names = re.findall(r"\w+", item.split("{", 1)[0])
        if names:
            paths.append(tuple(n for n in names if n != "as")[:1] if " as " in item else tuple(names))
    return paths


def edges(src):
    """file -> the files it names (itself left out)."""
    files = {module_of(src, path): path for path in src.rglob("*.rs")}
    graph = {}
    for module, path in files.items():
        # A file's tests may reach anything (they end the file).
        text = code(path.read_text().split("#[cfg(test)]", 1)[0])
        targets = set()
        for match in ANY_PATH.finditer(text):
            anchor, rest, group = match.group(1), match.group(2), match.group(3)
            if not rest and not group:
                continue  # `pub(super)`, `&self`: not a path
            base = {"crate": (), "self": module, "super": module[:-1]}[anchor]
            if anchor == "self" and path.name not in ("mod.rs", "lib.rs"):
                base = module
            prefix = base + tuple(n for n in rest.split("::") if n)
            suffixes = group_items(text, match.end()) if group else [()]
            for suffix in suffixes:
                full = prefix + tuple(n for n in suffix if n != "self")
                # The deepest module of ours the path reaches.
                for length in range(len(full), 0, -1):
                    if full[:length] in files:
                        if full[:length] != module:
                            targets.add(full[:length])
                        break
        graph[module] = targets
    return graph, files


def circles(root):
    """Every strongly connected group of two or more files (Tarjan's algorithm)."""
    src = root / "src"
    graph, files = edges(src)
    index, low, stack, on_stack, found = {}, {}, [], set(), []
    counter = [0]

    def visit(node):
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        for target in graph.get(node, ()):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(str(files[m].relative_to(src)) for m in group))

    sys.setrecursionlimit(10_000)
    for node in sorted(graph):
        if node not in index:
            visit(node)
    for group in found:
        yield "files import each other in a circle: " + ", ".join(group)


def self_test():
    """The check itself, on a small tree with one import of each kind."""
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        root = pathlib.Path(tmp)
        files = {
            "lib.rs": "pub mod domain;\n",
            "domain/mod.rs": "pub mod cv;\npub mod keys;\npub mod shared;\n",
            "domain/cv.rs": "use crate::db::Text;\n/// Not `crate::http`.\nuse crate::domain::{keys, shared::X};\n",
            "domain/keys.rs": "use crate::http::error::ApiError;\nuse super::{shared::Y};\npub(super) fn f(&self) {}\n",
            "domain/shared.rs": "use crate::domain::{self, keys::K};\n",
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
        found = list(circles(root))
        assert len(found) == 1, found
        assert "domain/keys.rs" in found[0] and "domain/shared.rs" in found[0], found
        assert "domain/cv.rs" not in found[0] and "domain/mod.rs" not in found[0], found


def main():
    self_test()
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    found = list(violations(root)) + list(circles(root))
    for line in found:
        print(line)
    if found:
        print(f"{len(found)} import(s) against the layers or in a circle")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
