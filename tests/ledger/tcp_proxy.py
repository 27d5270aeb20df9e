"""A TCP proxy for tests that can make a live server go silent on connections that are already open.

mode FORWARD passes bytes both ways; BLACKHOLE reads both ways and throws the bytes away (a server that
swallows every request); HOLD stops reading (the bytes wait in the kernel's buffers, acknowledged but never
delivered, as with a frozen server). New connections are accepted in every mode and treated the same way.
"""

from __future__ import annotations

import contextlib
import select
import socket
import threading
import time

FORWARD, BLACKHOLE, HOLD = "forward", "blackhole", "hold"


class Proxy:
    def __init__(self, host: str, port: int):
        self.target = (host, port)
        self.mode = FORWARD
        self.accepted = 0
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port = self._listener.getsockname()[1]
        self._sockets: list[socket.socket] = []
        self._closed = False
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self._listener.accept()
                upstream = socket.create_connection(self.target, timeout=10)
            except OSError:
                return
            upstream.settimeout(None)
            self.accepted += 1
            self._sockets += [client, upstream]
            for src, dst in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pump, args=(src, dst), daemon=True).start()

    def _pump(self, src: socket.socket, dst: socket.socket) -> None:
        try:
            while not self._closed:
                if self.mode == HOLD:
                    time.sleep(0.02)
                    continue
                if not select.select([src], [], [], 0.05)[0]:
                    continue
                data = src.recv(65536)
                if not data:
                    break
                if self.mode == FORWARD:
                    dst.sendall(data)
        except OSError:
            pass
        for sock in (src, dst):  # one side hung up: so does the other
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)

    def close(self) -> None:
        self._closed = True
        with contextlib.suppress(OSError):
            self._listener.shutdown(socket.SHUT_RDWR)  # wakes the blocked accept()
        self._listener.close()
        for sock in self._sockets:
            sock.close()
