package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Bad cluster options are refused with one error line, before any member starts. */
class ClusterOptionsTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "worker --members 127.0.0.1|error: --members needs HOST:PORT[,HOST:PORT…] (e.g. 10.0.0.2:5701), got '127.0.0.1' in '127.0.0.1'",
        "worker --members 10.0.0.2:5701,|error: --members needs HOST:PORT[,HOST:PORT…] (e.g. 10.0.0.2:5701), got '' in '10.0.0.2:5701,'",
        "worker --members host:70000|error: --members needs HOST:PORT[,HOST:PORT…] (e.g. 10.0.0.2:5701), got 'host:70000' in 'host:70000'",
        "worker --members 127.0.0.1:5701 --bind 127.0.0.1:5702|error: the interface to bind must be an address alone, such as 10.0.0.2 (its port is set apart), got '127.0.0.1:5702'",
        "worker --members 127.0.0.1:5701 --cluster-name a/b|error: the cluster name must be letters, digits, '.', '_' or '-', got 'a/b'",
        "worker --members 127.0.0.1:5701 --threads -1|error: --threads must be 0–1024 (0: one per core), got -1",
        "evolve --cluster-name x|error: --cluster-name, --cluster-bind and --cluster-port go with --cluster HOST:PORT[,…] (or the configuration key cluster.members)",
        "evolve --cluster-port 5701|error: --cluster-name, --cluster-bind and --cluster-port go with --cluster HOST:PORT[,…] (or the configuration key cluster.members)",
        "evolve --cluster :5701|error: --cluster: cluster.members needs HOST:PORT[,HOST:PORT…] (e.g. 10.0.0.2:5701), got ':5701' in ':5701'",
        "evolve --set cluster.members=10.0.0.2|error: --set cluster.members=10.0.0.2: cluster.members needs HOST:PORT[,HOST:PORT…] (e.g. 10.0.0.2:5701), got '10.0.0.2' in '10.0.0.2'",
        "evolve --cluster 127.0.0.1:5701 --cluster-name a/b|error: --cluster-name: cluster.name must be letters, digits, '.', '_' or '-', got 'a/b'",
    })
    void badOptionsGiveOneErrorLine(String command, String error) {
        CliRun run = CliRun.of(command.split(" "));
        assertEquals(2, run.exitCode(), run.err());
        assertEquals(error, run.err().strip());
    }
}
