# Quick start: `make run` serves on 127.0.0.1:8080, `make test` runs the whole suite.
SHELL := /bin/bash
OPENAPI_GENERATOR_VERSION := 7.26.0
DATABASE_URL ?= postgres://postgres@127.0.0.1:5432/interview_api
export DATABASE_URL

.PHONY: run test generate check lint-spec generated-fresh tools

run:
	cargo run --release --bin interview-api -- serve --bootstrap-demo

test:
	cargo test --workspace --all-targets

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

generated-fresh: generate
	git diff --exit-code -- generated || { echo "generated/ is stale: run make generate and commit"; exit 1; }
	test -z "$$(git status --porcelain -- generated)" || { git status --porcelain -- generated; echo "generated/ has untracked files"; exit 1; }

check: lint-spec generated-fresh
	cargo fmt --all -- --check
	cargo clippy --workspace --all-targets -- -D warnings

tools:
	@openapi-generator-cli version 2>/dev/null | grep -qx '$(OPENAPI_GENERATOR_VERSION)' || pip install -q 'openapi-generator-cli==$(OPENAPI_GENERATOR_VERSION)' openapi-spec-validator
