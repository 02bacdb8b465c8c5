"""A ``--scheduler`` address is checked before any connection is tried: a malformed or
unusable one is one error line and exit 3, at once, with no traceback (not even from a
half-made ``Client`` at exit) and nothing in OUTDIR touched."""

from __future__ import annotations

import subprocess
import sys
import time

import pytest
from click.testing import CliRunner

from kgbuild.cli import main
from kgbuild.pipeline.dask_engine import DaskEngine, SchedulerAddressError, scheduler_address

from ..conftest import DATA

pytest.importorskip("distributed")

ARTICLE = DATA / "articles" / "holmes-cruise.txt"
BAD = {
    "not a url": "Error: 'not a url' is not a Dask scheduler address; give tcp://HOST:PORT",
    "": "Error: the Dask scheduler address is empty; give tcp://HOST:PORT",
    "tcp://localhost:notaport": "Error: 'tcp://localhost:notaport' has no valid port ('notaport'); give "
                                "tcp://HOST:PORT, the port a number from 1 to 65535",
    "tcp://localhost:0": "Error: 'tcp://localhost:0' has no valid port ('0'); give tcp://HOST:PORT, the port a "
                         "number from 1 to 65535",
    "ucx://localhost:8786": "Error: cannot use the Dask scheduler at 'ucx://localhost:8786': it needs UCX, which "
                            "kgbuild does not set up; give tcp://HOST:PORT (or, from Python, a connected "
                            "distributed.Client)",
    "tls://localhost:1": "Error: cannot use the Dask scheduler at 'tls://localhost:1': it needs TLS certificates, "
                         "which kgbuild's command line does not take; give tcp://HOST:PORT (or, from Python, a "
                         "connected distributed.Client)",
}


@pytest.fixture
def no_connection(monkeypatch):
    """Any attempt to reach a scheduler fails the test."""
    import distributed

    def refuse(*args, **kwargs):
        raise AssertionError("a connection was tried")

    monkeypatch.setattr(distributed, "Client", refuse)


@pytest.mark.parametrize("address", list(BAD))
def test_a_bad_scheduler_address_is_one_line_and_exit_3_before_any_connection(address, tmp_path, no_connection):
    out = tmp_path / "out"
    out.mkdir()
    (out / "graph.json").write_text("an earlier build\n")
    (out / "keep.txt").write_text("mine\n")
    started = time.monotonic()
    result = CliRunner().invoke(main, ["build", str(ARTICLE), "-o", str(out), "--engine", "dask",
                                       "--scheduler", address])
    assert result.exit_code == 3, result.output
    assert result.output.splitlines() == [BAD[address]]
    assert time.monotonic() - started < 20
    assert sorted(p.name for p in out.iterdir()) == ["graph.json", "keep.txt"]
    assert (out / "graph.json").read_text() == "an earlier build\n"


@pytest.mark.parametrize("address", ["tcp://10.0.0.5:8786", "10.0.0.5:8786", "tcp://scheduler", "TCP://[::1]:8786",
                                     "tcp://dask-scheduler.example.org:8786"])
def test_a_tcp_address_is_taken_as_given(address):
    assert scheduler_address(address) == address
    assert DaskEngine(scheduler=address).scheduler == address  # nothing is contacted yet


def test_the_library_refuses_a_bad_address_when_the_engine_is_made(no_connection):
    with pytest.raises(SchedulerAddressError) as err:
        DaskEngine(scheduler="tcp://host:99999")
    assert err.value.exit_code == 3


@pytest.mark.parametrize("address", ["not a url", "tls://localhost:1"])
def test_no_hang_and_no_traceback_at_exit_in_a_real_process(address, tmp_path):
    started = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "kgbuild.cli", "build", str(ARTICLE), "-o", str(tmp_path / "out"),
                           "--engine", "dask", "--scheduler", address], capture_output=True, text=True, timeout=120)
    assert time.monotonic() - started < 30
    assert done.returncode == 3
    assert done.stdout == ""
    assert done.stderr == BAD[address] + "\n"
