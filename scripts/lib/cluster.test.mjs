import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { balancerConfig, instancePorts } from './cluster.mjs';
import { root } from './toolchain.mjs';

describe('the API cluster behind HAProxy', () => {
  it('puts the instances on the ports after the balancer', () => {
    assert.deepEqual(instancePorts('4000', 3), [4001, 4002, 4003]);
    assert.deepEqual(instancePorts(7300, 1), [7301]);
  });

  it("adds one checked server per instance to the repository's configuration, in its backend", async () => {
    const template = await readFile(`${root}/deploy/haproxy.cfg`, 'utf8');
    const config = balancerConfig(template, [4001, 4002]);
    const lines = config.trimEnd().split('\n');
    assert.deepEqual(lines.slice(-2), ['    server api1 127.0.0.1:4001 check', '    server api2 127.0.0.1:4002 check']);
    // The servers land in the last section, the API's backend, and the health check is its.
    const backend = config.slice(config.lastIndexOf('\nbackend '));
    assert.match(backend, /^\nbackend api_instances\n/);
    assert.match(backend, /option httpchk GET \/api\/health/);
    assert.match(backend, /server api1 /);
  });
});
