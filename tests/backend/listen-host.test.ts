import { describe, expect, it } from "vitest";

import { isLoopback, listenHost, withDefaultHost } from "@/scripts/listen-host.mjs";

describe("Next and the embedded backend listen on 127.0.0.1 unless HOSTNAME names an address", () => {
  it.each([
    ["unset", undefined, { host: "127.0.0.1" }],
    ["empty", "", { host: "127.0.0.1" }],
    ["every IPv4 interface", "0.0.0.0", { host: "0.0.0.0" }],
    ["every IPv6 interface", "::", { host: "::" }],
    ["an IPv6 address in brackets", "[::1]", { host: "::1" }],
    ["a LAN address", "192.168.0.10", { host: "192.168.0.10" }],
    ["localhost", "localhost", { host: "127.0.0.1" }],
    // Docker exports the container's id as HOSTNAME; a shell may export the machine's name
    ["a container's id", "3f9a1c2b7d4e", { host: "127.0.0.1", ignored: "3f9a1c2b7d4e" }],
    ["a machine's name", "notebook-da-ana", { host: "127.0.0.1", ignored: "notebook-da-ana" }],
  ])("HOSTNAME %s", (_name, hostname, expected) => {
    expect(listenHost(hostname)).toEqual(expected);
  });

  it.each([
    ["127.0.0.1", true],
    ["127.1.2.3", true],
    ["::1", true],
    ["0.0.0.0", false],
    ["::", false],
    ["192.168.0.10", false],
  ])("%s is loopback: %s", (host, loopback) => {
    expect(isLoopback(host)).toBe(loopback);
  });

  const callback = () => {};
  it.each<[string, unknown[], unknown[]]>([
    ["a port and no address (what Next passes)", [3000, undefined], [3000, "127.0.0.1"]],
    ["a port alone", [3000], [3000, "127.0.0.1"]],
    ["a port and a callback", [3000, callback], [3000, "127.0.0.1", callback]],
    ["a port and a backlog", [3000, 511], [3000, "127.0.0.1", 511]],
    ["a numeric string port", ["3000"], ["3000", "127.0.0.1"]],
    ["no arguments", [], [0, "127.0.0.1"]],
    ["only a callback", [callback], [0, "127.0.0.1", callback]],
    ["a port and an address", [3000, "0.0.0.0"], [3000, "0.0.0.0"]],
    ["options without an address", [{ port: 3000 }], [{ port: 3000, host: "127.0.0.1" }]],
    ["options with an address", [{ port: 3000, host: "::" }], [{ port: 3000, host: "::" }]],
    ["a socket path", ["/tmp/next.sock"], ["/tmp/next.sock"]],
    ["options with a socket path", [{ path: "/tmp/next.sock" }], [{ path: "/tmp/next.sock" }]],
  ])("listen(%s)", (_name, args, expected) => {
    expect(withDefaultHost(args, "127.0.0.1")).toEqual(expected);
  });
});
