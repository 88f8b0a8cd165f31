# Quick start: `make run` serves on 127.0.0.1:8080, `make test` runs the whole suite.
SHELL := /bin/bash
OPENAPI_GENERATOR_VERSION := 7.26.0
SCHEMATHESIS_VERSION := 4.32.5
CARGO_DENY_VERSION := 0.20.2
AIOSMTPD_VERSION := 1.4.6
DATABASE_URL ?= postgres://postgres@127.0.0.1:5432/interview_api
export DATABASE_URL
# The SQL checked at compile time (sqlx's query macros) compiles from the metadata in .sqlx/, so
# no database is needed to build; `make sqlx-prepare` refreshes it after a query or migration
# changes, against a scratch database migrated from scratch.
export SQLX_OFFLINE := true
SQLX_DATABASE_URL ?= postgres://postgres@127.0.0.1:5432/interview_api_sqlx

.PHONY: run test generate check layers doc-links spec-validated lint-spec generated-fresh tools conformance conformance-tools sdk sdk-python sdk-typescript sdk-rust \
	node-tools bench reliability soak email-test-tools \
	sqlx-prepare sqlx-check sqlx-database docs-test docs-test-tools vendor-docs image image-test image-tools breaking-check

# The server's debug binary (target/debug/interview-api) for the browser test and the contract
# checks, built as `make test` builds it. The test targets' dev-dependencies turn on features of
# crates the server shares with them (among them getrandom's, through insta: uuid, sqlx and our
# crates sit on it), so `cargo build --bin interview-api` alone compiled those crates and ours a
# second time. With the workspace's examples in the build (which take the dev-dependencies), the
# features are the same and so are the artifacts.
SERVER_DEBUG_BUILD := cargo build --workspace --bins --examples

# A development key seals tokens and webhook secrets at rest (made once, kept in target/).
# Without SMTP_URL, e-mails to candidates are written as .eml files into target/outbox/. The
# reads' audit journal is target/audit-journal/.
run:
	@mkdir -p target/outbox && test -s target/dev-secrets-keys || echo "dev:$$(head -c 32 /dev/urandom | base64)" > target/dev-secrets-keys
	@test -n "$$SMTP_URL" || echo "e-mails to candidates are written into $(CURDIR)/target/outbox/ (set SMTP_URL to send them)"
	EMAIL_DIR=$${EMAIL_DIR:-target/outbox} AUDIT_JOURNAL_DIR=$${AUDIT_JOURNAL_DIR:-target/audit-journal} SECRETS_KEYS_FILE=target/dev-secrets-keys cargo run --release --bin interview-api -- serve --bootstrap-demo --log-format text

# Every test target, four tests at a time: on two cores either suite keeps the CPU busy.
test: email-test-tools
	cargo test --workspace --lib --bins --examples --test api --test reliability -- --test-threads=4

# The mail server the tests send e-mails to (aiosmtpd, a real SMTP server in Python).
email-test-tools:
	@python3 -c 'import aiosmtpd' 2>/dev/null || python3 -m pip install -q 'aiosmtpd==$(AIOSMTPD_VERSION)'

# The reliability suite alone (tests/reliability: replicas, database and process faults, hostile
# input, security), printing each test's figures. `make test` runs it too, in this short profile.
reliability: email-test-tools
	cargo test --test reliability -- --nocapture

# Its long profile: 20,000 operations on three replicas, 13,000 under random SIGKILLs, 10,000
# through 12 database faults, ten times the fuzz cases. `RELIABILITY_SEED=N` replays a run.
soak: email-test-tools
	RELIABILITY_PROFILE=soak cargo test --test reliability -- --nocapture

# Regenerates generated/ from openapi.yaml; never edit generated/ by hand.
generate: tools
	mkdir -p target/codegen
	python3 codegen/prepare-spec.py openapi.yaml target/codegen/openapi.json
	rm -rf generated/src
	openapi-generator-cli generate -c codegen/config.yaml > target/codegen/generate.log 2>&1 || { cat target/codegen/generate.log; exit 1; }
	# Formatted like the rest of the workspace; a second pass settles what the first leaves long.
	cargo fmt -p interview-api-generated && cargo fmt -p interview-api-generated

lint-spec:
	python3 -m openapi_spec_validator openapi.yaml

.PHONY: lint-contract deny spec-validated contract-node-checks code-checks

# Spectral's OpenAPI rules and the OWASP API Security Top 10 over openapi.yaml; any warning fails.
# Rules turned off, narrowed or excepted say why in contract/lint/.spectral.yaml.
lint-contract: contract/lint/node_modules/.package-lock.json
	contract/lint/node_modules/.bin/spectral lint openapi.yaml -r contract/lint/.spectral.yaml --fail-severity=warn

# Spectral at the versions of contract/lint/package-lock.json, installed again when it changes; no
# install scripts (the only one in the tree sends usage analytics).
contract/lint/node_modules/.package-lock.json: contract/lint/package-lock.json | node-tools
	cd contract/lint && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error

generated-fresh: generate
	git diff --exit-code -- generated || { echo "generated/ is stale: run make generate and commit"; exit 1; }
	test -z "$$(git status --porcelain -- generated)" || { git status --porcelain -- generated; echo "generated/ has untracked files"; exit 1; }

# Fails fast: formatting, then lints (with the queries' check, see sqlx-check), then the slow
# checks, stopping at the first failure. The slow checks keep one core busy each, so they run in
# two lines side by side, one check after another in each: the contract's Node.js checks, and the
# rest (generated-fresh rewrites generated/, which doc-links and deny read after it).
check:
	cargo fmt --all -- --check
	$(MAKE) --no-print-directory sqlx-check
	$(MAKE) --no-print-directory -j2 --output-sync=recurse contract-node-checks code-checks

contract-node-checks:
	$(MAKE) --no-print-directory lint-contract
	$(MAKE) --no-print-directory breaking-check

code-checks:
	$(MAKE) --no-print-directory lint-spec
	$(MAKE) --no-print-directory spec-validated
	$(MAKE) --no-print-directory generated-fresh
	$(MAKE) --no-print-directory layers
	$(MAKE) --no-print-directory doc-links
	$(MAKE) --no-print-directory deny

# Licenses, bans (deprecated crates among them) and sources of every dependency, by deny.toml.
# Not advisories: their database is fetched from GitHub, which this build cannot reach.
deny:
	@cargo deny --version 2>/dev/null | grep -qx 'cargo-deny $(CARGO_DENY_VERSION)' || cargo install cargo-deny --version $(CARGO_DENY_VERSION) --locked
	cargo deny check licenses bans sources

# openapi.yaml against the last released contract, the newest copy in contract/released/ (a release
# commits its copy there: docs/CONTRACT-LIFECYCLE.md): every breaking change acknowledged in
# contract/acknowledged-breaks.yaml or a new major version, info.version bumped as far as the change
# needs, a CHANGELOG.md section for it. Then its self-test, which breaks a copy of that contract.
breaking-check: contract/check/node_modules/.package-lock.json
	node contract/check/check.js
	node --test contract/check/self-test.js

# The diff tool: Optic's libraries (npm), at the versions of contract/check/package-lock.json. Its
# `ajv` override gives @stoplight/spectral-core the ajv the rest of the tree uses: with a second
# one, ajv-errors generates code that the other cannot compile, and the tool fails at load.
contract/check/node_modules/.package-lock.json: contract/check/package-lock.json | node-tools
	cd contract/check && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error

# Every generator runs with its own validation of openapi.yaml: the flag that skips it stays out.
spec-validated:
	scripts/check-spec-validated.sh

# Modules import only from their own layer and the ones below, and no files in a circle
# (docs/ARCHITECTURE.md).
layers:
	python3 scripts/check-layers.py

# The documentation of our crates, private items included, with every intra-doc link resolved
# (links to private items are fine: they are documented too).
doc-links:
	RUSTDOCFLAGS="-D warnings -A rustdoc::private-intra-doc-links" cargo doc --no-deps --document-private-items \
		-p interview-api -p interview-api-test-support

# A scratch database with every migration applied, which the query macros are checked against.
sqlx-database:
	@command -v sqlx >/dev/null || cargo install sqlx-cli --version '~0.8' --no-default-features --features postgres,rustls --locked
	DATABASE_URL=$(SQLX_DATABASE_URL) sqlx database drop -y >/dev/null
	DATABASE_URL=$(SQLX_DATABASE_URL) sqlx database create
	DATABASE_URL=$(SQLX_DATABASE_URL) sqlx migrate run >/dev/null

sqlx-prepare: sqlx-database
	DATABASE_URL=$(SQLX_DATABASE_URL) SQLX_OFFLINE=false cargo sqlx prepare --workspace -- --all-targets

# Clippy over every target, its query macros checked against the scratch database (online), each
# writing what it learnt of its query into target/sqlx-check/, which must equal .sqlx/: fails when a
# query changed without `make sqlx-prepare`, or no longer matches the migrations. The library,
# which holds every checked query, is touched so that each macro runs again.
sqlx-check: sqlx-database
	rm -rf target/sqlx-check && mkdir -p target/sqlx-check && touch src/lib.rs
	DATABASE_URL=$(SQLX_DATABASE_URL) SQLX_OFFLINE=false SQLX_OFFLINE_DIR=$(CURDIR)/target/sqlx-check \
		cargo clippy --workspace --all-targets -- -D warnings
	diff -r .sqlx target/sqlx-check >/dev/null || { diff -rq .sqlx target/sqlx-check; echo ".sqlx/ is stale: run make sqlx-prepare and commit"; exit 1; }

tools:
	@openapi-generator-cli version 2>/dev/null | grep -qx '$(OPENAPI_GENERATOR_VERSION)' || pip install -q 'openapi-generator-cli==$(OPENAPI_GENERATOR_VERSION)' openapi-spec-validator

# The container image (Containerfile), on base images built from Debian's packages, so no public
# registry is needed; `podman build -t interview-api .` elsewhere.
image: image-tools
	image/build.sh

# Builds the image and runs it against the local PostgreSQL: `migrate`, then `serve` as a user
# without privileges, its probe, its health check and an authenticated request.
image-test: image-tools
	image/test.sh

image-tools:
	@command -v podman >/dev/null && command -v debootstrap >/dev/null && command -v runc >/dev/null || \
		{ apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q podman debootstrap runc; }

# Seeds a benchmark database and measures the server against its references (BENCHMARKS.md).
bench:
	bash bench/run.sh

# Contract conformance against a real server on a fresh database: Schemathesis over openapi.yaml,
# then the whole flow through a Python, a TypeScript and a Rust client generated from it (see
# conformance/run.sh). Schemathesis's first run sends one request at a time and leaves a core idle,
# so the TypeScript and Rust clients are generated and compiled beside it; the flows run after both.
conformance: conformance-tools sdk-python
	$(SERVER_DEBUG_BUILD)
	$(MAKE) --no-print-directory -j2 --output-sync=target conformance-schemathesis conformance-clients
	CONFORMANCE_PARTS="sdk typescript rust" conformance/run.sh

.PHONY: conformance-schemathesis conformance-clients
conformance-schemathesis:
	CONFORMANCE_PARTS=schemathesis conformance/run.sh

conformance-clients: sdk-typescript sdk-rust

# The clients that conformance/run.sh drives, generated from openapi.yaml into target/sdk/ (never
# committed).
sdk: sdk-python sdk-typescript sdk-rust

# The Python client, generated as an integrator would: the generator's own check of the spec on.
sdk-python: tools
	rm -rf target/sdk/python && mkdir -p target/sdk
	openapi-generator-cli generate -g python -i openapi.yaml -o target/sdk/python \
		--package-name interview_api_client > target/sdk/generate.log 2>&1 || { cat target/sdk/generate.log; exit 1; }
	python3 -m pip install -q -r target/sdk/python/requirements.txt

# The TypeScript client (typescript-fetch: Node.js's own fetch), compiled under --strict with the
# flow that drives it (conformance/typescript: TypeScript and @types/node pinned by its
# package-lock.json) into target/conformance/typescript.
sdk-typescript: tools node-tools
	rm -rf target/sdk/typescript target/conformance/typescript && mkdir -p target/sdk
	openapi-generator-cli generate -g typescript-fetch -i openapi.yaml -o target/sdk/typescript \
		--additional-properties=supportsES6=true > target/sdk/generate-typescript.log 2>&1 || \
		{ cat target/sdk/generate-typescript.log; exit 1; }
	cd conformance/typescript && npm ci --no-audit --no-fund --loglevel=error && node_modules/.bin/tsc -p . --strict

# The Rust client (`rust`, reqwest), built with the flow that drives it: conformance/rust, a cargo
# project of its own (its Cargo.lock keeps the root's versions where both use a crate), into
# target/conformance/rust.
sdk-rust: tools
	rm -rf target/sdk/rust && mkdir -p target/sdk
	openapi-generator-cli generate -g rust --library reqwest -i openapi.yaml -o target/sdk/rust \
		--package-name interview-api-client > target/sdk/generate-rust.log 2>&1 || { cat target/sdk/generate-rust.log; exit 1; }
	cargo build --locked --manifest-path conformance/rust/Cargo.toml --target-dir target/conformance/rust

node-tools:
	@command -v npm >/dev/null || { apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends nodejs npm; }

conformance-tools:
	@schemathesis --version 2>/dev/null | grep -q ' $(SCHEMATHESIS_VERSION)$$' || python3 -m pip install -q 'schemathesis==$(SCHEMATHESIS_VERSION)'

# The API reference page (GET /docs) in headless Chromium, against a fresh server and database:
# no console error, no failed or cross-origin request, every tag and operation of openapi.yaml
# rendered (docs/browser-test).
docs-test: docs-test-tools
	$(SERVER_DEBUG_BUILD)
	docs/browser-test/run.sh

# Debian's Chromium, driven by playwright-core (Playwright's own browser downloads are not used),
# and the versions of docs/browser-test/package-lock.json.
docs-test-tools: node-tools
	@command -v chromium >/dev/null || { apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends chromium; }
	cd docs/browser-test && npm ci --no-audit --no-fund --loglevel=error

# Vendors Redoc again, at the version and digest pinned in docs/vendor.sh; commit the result.
vendor-docs:
	docs/vendor.sh
