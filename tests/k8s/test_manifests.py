"""Offline checks of the Kubernetes manifests under k8s/.

* Every YAML document is parsed; core kinds are validated with kubernetes-validate in
  strict mode (unknown fields rejected) against the Kubernetes 1.30 schemas.
* CRDs (ServiceMonitor) and Kustomizations have no core schema: checked structurally.
* The base and the dev overlay are rendered with a small in-test subset of kustomize
  (resources, namespace, labels, images, strategic-merge patches matched by kind+name),
  because kubectl/kustomize are not available; the rendered objects are validated too
  and cross-checked (ports, probes, shutdown timing, security context, selectors).
"""

from __future__ import annotations

import copy
import re
from pathlib import Path
from typing import Any

import kubernetes_validate
import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
K8S = ROOT / "k8s"
BASE = K8S / "base"
DEV = K8S / "overlays" / "dev"
K8S_VERSION = "1.30.0"

GRPC_PORT = 50051
METRICS_PORT = 9090
DEFAULT_GRACE_SECONDS = 20
CRD_KINDS = {("monitoring.coreos.com/v1", "ServiceMonitor")}
KUSTOMIZE_API = "kustomize.config.k8s.io/v1beta1"
CLUSTER_SCOPED = {"Namespace", "ClusterRole", "ClusterRoleBinding", "CustomResourceDefinition"}

Doc = dict[str, Any]


# --------------------------------------------------------------------------- loading


def load_docs(path: Path) -> list[Doc]:
    with path.open() as f:
        return [d for d in yaml.safe_load_all(f) if d is not None]


def yaml_files() -> list[Path]:
    return sorted(p for p in K8S.rglob("*") if p.suffix in {".yaml", ".yml"} and p.is_file())


def kustomization_dirs() -> list[Path]:
    return sorted(p.parent for p in K8S.rglob("kustomization.yaml"))


def patch_files() -> set[Path]:
    out: set[Path] = set()
    for d in kustomization_dirs():
        k = load_docs(d / "kustomization.yaml")[0]
        for p in k.get("patches", []) + [{"path": p} for p in k.get("patchesStrategicMerge", [])]:
            if "path" in p:
                out.add((d / p["path"]).resolve())
    return out


ALL_DOCS: list[tuple[Path, int, Doc]] = [
    (p, i, d) for p in yaml_files() for i, d in enumerate(load_docs(p))
]


def doc_id(item: tuple[Path, int, Doc]) -> str:
    path, i, d = item
    return f"{path.relative_to(K8S)}#{i}:{d.get('kind')}"


# ------------------------------------------------------------------ mini kustomize


def strategic_merge(base: Any, patch: Any) -> Any:
    """Enough of a strategic merge patch for our overlays: maps merge recursively,
    lists of named maps (containers, ports, volumes, env) merge by name, other lists
    are replaced."""
    if isinstance(base, dict) and isinstance(patch, dict):
        out = dict(base)
        for k, v in patch.items():
            out[k] = strategic_merge(base[k], v) if k in base else copy.deepcopy(v)
        return out
    if (
        isinstance(base, list)
        and isinstance(patch, list)
        and all(isinstance(x, dict) and "name" in x for x in base + patch)
    ):
        out_list = [copy.deepcopy(x) for x in base]
        index = {x["name"]: i for i, x in enumerate(out_list)}
        for item in patch:
            if item["name"] in index:
                i = index[item["name"]]
                out_list[i] = strategic_merge(out_list[i], item)
            else:
                out_list.append(copy.deepcopy(item))
        return out_list
    return copy.deepcopy(patch)


def pod_containers(obj: Doc) -> list[Doc]:
    spec = obj.get("spec", {}).get("template", {}).get("spec", {})
    return spec.get("containers", []) + spec.get("initContainers", [])


def set_image(obj: Doc, images: list[Doc]) -> None:
    for c in pod_containers(obj):
        name = re.split(r"[@:]", c["image"].rsplit("/", 1)[-1])[0]
        prefix = c["image"].rsplit("/", 1)[0] + "/" if "/" in c["image"] else ""
        full = prefix + name
        for img in images:
            if img["name"] == full:
                new = img.get("newName", full)
                if "digest" in img:
                    c["image"] = f"{new}@{img['digest']}"
                else:
                    tag = img.get("newTag", c["image"][len(full) + 1 :] if ":" in c["image"] else "")
                    c["image"] = f"{new}:{tag}" if tag else new


def render(directory: Path) -> list[Doc]:
    kfile = directory / "kustomization.yaml"
    k = load_docs(kfile)[0]
    objs: list[Doc] = []
    for res in k.get("resources", []):
        target = directory / res
        if target.is_dir():
            objs.extend(render(target))
        else:
            objs.extend(copy.deepcopy(load_docs(target)))

    patches = [p["path"] for p in k.get("patches", [])] + k.get("patchesStrategicMerge", [])
    for rel in patches:
        for patch in load_docs(directory / rel):
            matches = [
                i
                for i, o in enumerate(objs)
                if o["kind"] == patch["kind"] and o["metadata"]["name"] == patch["metadata"]["name"]
            ]
            assert len(matches) == 1, f"{directory / rel}: patch matches {len(matches)} objects"
            objs[matches[0]] = strategic_merge(objs[matches[0]], patch)

    for entry in k.get("labels", []):
        for o in objs:
            o["metadata"].setdefault("labels", {}).update(entry["pairs"])
            assert not entry.get("includeSelectors"), "mini-kustomize: includeSelectors unsupported"

    if "namespace" in k:
        for o in objs:
            if o["kind"] not in CLUSTER_SCOPED:
                o["metadata"]["namespace"] = k["namespace"]

    if "images" in k:
        for o in objs:
            set_image(o, k["images"])

    unsupported = set(k) - {
        "apiVersion", "kind", "resources", "patches", "patchesStrategicMerge",
        "labels", "namespace", "images",
    }
    assert not unsupported, f"mini-kustomize does not understand {unsupported} in {kfile}"
    return objs


def one(objs: list[Doc], kind: str, name: str | None = None) -> Doc:
    found = [o for o in objs if o["kind"] == kind and (name is None or o["metadata"]["name"] == name)]
    assert len(found) == 1, f"expected one {kind} {name or ''}, found {len(found)}"
    return found[0]


RENDERED = {"base": BASE, "dev": DEV}


@pytest.fixture(scope="module", params=sorted(RENDERED))
def rendered(request: pytest.FixtureRequest) -> tuple[str, list[Doc]]:
    return request.param, render(RENDERED[request.param])


# ----------------------------------------------------------------- schema checks


def validate_core(doc: Doc) -> None:
    try:
        kubernetes_validate.validate(doc, K8S_VERSION, strict=True)
    except kubernetes_validate.ValidationError as e:
        path = ".".join(str(p) for p in e.path)
        pytest.fail(f"{doc['kind']}/{doc['metadata'].get('name')}: {path}: {e.message}")


def check_crd(doc: Doc) -> None:
    assert (doc["apiVersion"], doc["kind"]) == ("monitoring.coreos.com/v1", "ServiceMonitor")
    assert doc["metadata"]["name"]
    spec = doc["spec"]
    assert set(spec) <= {"selector", "endpoints", "namespaceSelector", "jobLabel", "podTargetLabels"}
    assert spec["selector"]["matchLabels"]
    assert spec["endpoints"], "ServiceMonitor needs endpoints"
    for ep in spec["endpoints"]:
        assert isinstance(ep.get("port"), str) and ep["port"], "endpoint must name a Service port"
        assert ep.get("path", "/metrics").startswith("/")
        assert set(ep) <= {"port", "path", "scheme", "interval", "scrapeTimeout", "honorLabels"}


@pytest.mark.parametrize("item", ALL_DOCS, ids=[doc_id(x) for x in ALL_DOCS])
def test_every_yaml_document_is_valid(item: tuple[Path, int, Doc]) -> None:
    path, _, doc = item
    assert "apiVersion" in doc and "kind" in doc, f"{path}: not a Kubernetes object"
    if doc["kind"] == "Kustomization":
        assert doc["apiVersion"] == KUSTOMIZE_API
    elif (doc["apiVersion"], doc["kind"]) in CRD_KINDS:
        check_crd(doc)
    elif path.resolve() in patch_files():
        # Partial objects; validated after rendering (test_rendered_objects_are_valid).
        assert doc["metadata"]["name"]
    else:
        validate_core(doc)


def test_rendered_objects_are_valid(rendered: tuple[str, list[Doc]]) -> None:
    _, objs = rendered
    assert objs
    for o in objs:
        if (o["apiVersion"], o["kind"]) in CRD_KINDS:
            check_crd(o)
        else:
            validate_core(o)


def test_strict_validation_rejects_unknown_fields() -> None:
    dep = copy.deepcopy(one(render(BASE), "Deployment"))
    dep["spec"]["template"]["spec"]["containers"][0]["livenessProbe"]["grpc"]["portt"] = 1
    with pytest.raises(kubernetes_validate.ValidationError):
        kubernetes_validate.validate(dep, K8S_VERSION, strict=True)


@pytest.mark.parametrize("kdir", kustomization_dirs(), ids=lambda p: str(p.relative_to(K8S)))
def test_kustomization_references_exist(kdir: Path) -> None:
    k = load_docs(kdir / "kustomization.yaml")[0]
    assert k["resources"]
    for res in k["resources"]:
        target = kdir / res
        assert target.exists(), f"{kdir}: missing resource {res}"
        if target.is_dir():
            assert (target / "kustomization.yaml").exists()
    for p in k.get("patches", []):
        assert (kdir / p["path"]).is_file(), f"{kdir}: missing patch {p['path']}"


def test_example_secret_is_not_applied() -> None:
    example = BASE / "seal-keys.example.yaml"
    secret = one(load_docs(example), "Secret")
    for kdir in kustomization_dirs():
        k = load_docs(kdir / "kustomization.yaml")[0]
        assert example.name not in k.get("resources", []), "placeholder keys must never be applied"
    for o in render(BASE) + render(DEV):
        assert o["kind"] != "Secret"
    # The example shows the expected file layout: data key "keys", lines KEY_ID=VALUE.
    lines = secret["stringData"]["keys"].strip().splitlines()
    assert lines and all(re.fullmatch(r"[A-Za-z0-9_.-]+=\S+", line) for line in lines)


# ----------------------------------------------------------- semantic cross-checks


def container(objs: list[Doc]) -> Doc:
    dep = one(objs, "Deployment")
    cs = dep["spec"]["template"]["spec"]["containers"]
    assert len(cs) == 1
    return cs[0]


def named_ports(c: Doc) -> dict[str, int]:
    return {p["name"]: p["containerPort"] for p in c["ports"]}


def config(objs: list[Doc], c: Doc) -> dict[str, str]:
    names = [e["configMapRef"]["name"] for e in c.get("envFrom", []) if "configMapRef" in e]
    assert names, "container env must come from a ConfigMap"
    data: dict[str, str] = {}
    for n in names:
        data.update(one(objs, "ConfigMap", n)["data"])
    return data


def matches(selector: dict[str, str], labels: dict[str, str]) -> bool:
    return all(labels.get(k) == v for k, v in selector.items())


def test_ports_and_probes(rendered: tuple[str, list[Doc]]) -> None:
    _, objs = rendered
    c = container(objs)
    ports = named_ports(c)
    assert ports == {"grpc": GRPC_PORT, "metrics": METRICS_PORT}
    cfg = config(objs, c)
    assert int(cfg["CARDGAMES_PORT"]) == ports["grpc"]
    assert int(cfg["CARDGAMES_METRICS_PORT"]) == ports["metrics"]
    for probe in ("startupProbe", "livenessProbe", "readinessProbe"):
        assert c[probe]["grpc"]["port"] == ports["grpc"], probe
        assert set(c[probe]) & {"httpGet", "tcpSocket", "exec"} == set()
    assert c["readinessProbe"]["grpc"].get("service", "") in {
        "", "cardgames.v1.GameEngine", "cardgames.v1.Solver",
    }


def test_services_and_servicemonitor(rendered: tuple[str, list[Doc]]) -> None:
    _, objs = rendered
    dep = one(objs, "Deployment")
    pod_labels = dep["spec"]["template"]["metadata"]["labels"]
    assert matches(dep["spec"]["selector"]["matchLabels"], pod_labels)
    ports = named_ports(container(objs))
    services = [o for o in objs if o["kind"] == "Service"]
    for svc in services:
        assert matches(svc["spec"]["selector"], pod_labels), svc["metadata"]["name"]
        for p in svc["spec"]["ports"]:
            target = p.get("targetPort", p["port"])
            assert (ports[target] if isinstance(target, str) else target) in ports.values()
    primary = one(objs, "Service", "cardgames")
    headless = one(objs, "Service", "cardgames-headless")
    assert primary["spec"].get("type", "ClusterIP") == "ClusterIP"
    assert primary["spec"].get("clusterIP") != "None"
    assert headless["spec"]["clusterIP"] == "None"
    for svc in (primary, headless):
        grpc = [p for p in svc["spec"]["ports"] if p["name"] == "grpc"]
        assert len(grpc) == 1 and grpc[0]["port"] == GRPC_PORT
        assert grpc[0]["appProtocol"] == "kubernetes.io/h2c"

    sm = one(objs, "ServiceMonitor")
    selected = [s for s in services if matches(sm["spec"]["selector"]["matchLabels"], s["metadata"]["labels"])]
    assert selected == [primary], "ServiceMonitor must select exactly the ClusterIP Service"
    for ep in sm["spec"]["endpoints"]:
        svc_port = next(p for p in primary["spec"]["ports"] if p["name"] == ep["port"])
        assert ports[svc_port["targetPort"]] == ports["metrics"] == svc_port["port"]
        assert ep["path"] == "/metrics"


def test_shutdown_timing(rendered: tuple[str, list[Doc]]) -> None:
    _, objs = rendered
    dep = one(objs, "Deployment")
    c = container(objs)
    sleep = c["lifecycle"]["preStop"]["sleep"]["seconds"]
    assert sleep >= 1
    grace = int(config(objs, c).get("CARDGAMES_GRACE_SECONDS", DEFAULT_GRACE_SECONDS))
    assert grace >= DEFAULT_GRACE_SECONDS
    assert dep["spec"]["template"]["spec"]["terminationGracePeriodSeconds"] > sleep + grace


def test_security_context(rendered: tuple[str, list[Doc]]) -> None:
    _, objs = rendered
    pod = one(objs, "Deployment")["spec"]["template"]["spec"]
    c = container(objs)
    sc = c["securityContext"]
    assert sc["readOnlyRootFilesystem"] is True
    assert sc["runAsNonRoot"] is True and pod["securityContext"]["runAsNonRoot"] is True
    assert sc["runAsUser"] == 10001
    assert sc["allowPrivilegeEscalation"] is False
    assert sc["capabilities"]["drop"] == ["ALL"] and not sc["capabilities"].get("add")
    assert pod["securityContext"]["seccompProfile"]["type"] == "RuntimeDefault"
    assert pod["automountServiceAccountToken"] is False
    sa = one(objs, "ServiceAccount", pod["serviceAccountName"])
    assert sa["automountServiceAccountToken"] is False

    volumes = {v["name"]: v for v in pod["volumes"]}
    mounts = {m["mountPath"]: m for m in c["volumeMounts"]}
    assert "emptyDir" in volumes[mounts["/tmp"]["name"]]
    keys_file = Path(config(objs, c)["CARDGAMES_SEAL_KEYS_FILE"])
    keys_mount = mounts[str(keys_file.parent)]
    assert keys_mount["readOnly"] is True
    secret_vol = volumes[keys_mount["name"]]["secret"]
    assert secret_vol["secretName"] == "cardgames-seal-keys"
    assert "items" not in secret_vol and keys_file.name == "keys"  # Secret data key "keys"
    assert secret_vol.get("optional", False) is False


def test_resources_and_autoscaling(rendered: tuple[str, list[Doc]]) -> None:
    name, objs = rendered
    dep = one(objs, "Deployment")
    res = container(objs)["resources"]
    assert {"cpu", "memory"} <= set(res["requests"]) and {"cpu", "memory"} <= set(res["limits"])
    hpa = one(objs, "HorizontalPodAutoscaler")
    ref = hpa["spec"]["scaleTargetRef"]
    assert (ref["kind"], ref["name"]) == ("Deployment", dep["metadata"]["name"])
    assert 1 <= hpa["spec"]["minReplicas"] <= dep["spec"]["replicas"] <= hpa["spec"]["maxReplicas"]
    [metric] = hpa["spec"]["metrics"]
    assert metric["resource"]["name"] == "cpu"
    assert metric["resource"]["target"] == {"type": "Utilization", "averageUtilization": 70}
    pod_labels = dep["spec"]["template"]["metadata"]["labels"]
    assert matches(one(objs, "PodDisruptionBudget")["spec"]["selector"]["matchLabels"], pod_labels)
    assert matches(one(objs, "NetworkPolicy")["spec"]["podSelector"]["matchLabels"], pod_labels)
    if name == "base":
        assert dep["spec"]["replicas"] == 2
        assert (hpa["spec"]["minReplicas"], hpa["spec"]["maxReplicas"]) == (2, 10)
        assert res["requests"] == {"cpu": "500m", "memory": "384Mi"}
        assert res["limits"] == {"cpu": "1000m", "memory": "1Gi"}
        # The memory request covers a solve: the server's own ~70 MiB (bench/load.py) plus the
        # double-dummy table's cap for the default single solver worker.
        from cardgames.solvers.dd import DEFAULT_TT_MB

        requested = res["requests"]["memory"]
        assert requested.endswith("Mi")
        assert int(requested[:-2]) * 2**20 >= DEFAULT_TT_MB * 10**6 + 70 * 2**20


def test_network_policy_ports(rendered: tuple[str, list[Doc]]) -> None:
    _, objs = rendered
    np = one(objs, "NetworkPolicy")
    ports = named_ports(container(objs))
    allowed = {p["port"] for rule in np["spec"]["ingress"] for p in rule["ports"]}
    assert allowed <= set(ports) | set(ports.values())
    metrics_rules = [r for r in np["spec"]["ingress"] if any(p["port"] == "metrics" for p in r["ports"])]
    assert metrics_rules and all(
        peer.get("namespaceSelector", {}).get("matchLabels", {}).get("kubernetes.io/metadata.name")
        == "monitoring"
        for r in metrics_rules
        for peer in r["from"]
    )
    assert set(np["spec"]["policyTypes"]) == {"Ingress", "Egress"}


def test_public_vs_dev_config() -> None:
    base, dev = render(BASE), render(DEV)
    assert config(base, container(base))["CARDGAMES_ACCEPT_PLAIN"] == "false"
    assert config(dev, container(dev))["CARDGAMES_ACCEPT_PLAIN"] == "true"
    assert one(dev, "Deployment")["spec"]["replicas"] == 1
    assert one(dev, "HorizontalPodAutoscaler")["spec"]["maxReplicas"] == 2
    assert container(dev)["resources"] != container(base)["resources"]
    namespaces = {o["metadata"].get("namespace") for o in dev}
    assert len(namespaces) == 1 and None not in namespaces
    # Patches merge by name: the base container settings survive the dev patch.
    assert container(dev)["readinessProbe"] == container(base)["readinessProbe"]
    assert container(dev)["securityContext"] == container(base)["securityContext"]


def test_dockerfile() -> None:
    text = (ROOT / "Dockerfile").read_text()
    assert re.search(r"^FROM python:3\.11-slim AS builder$", text, re.M)
    assert re.search(r"^USER 10001(:10001)?$", text, re.M)
    assert re.search(r"^EXPOSE 50051 9090$", text, re.M)
    assert 'ENTRYPOINT ["python", "-m", "cardgames.service"]' in text
    assert (ROOT / ".dockerignore").is_file()
