package org.evodraughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import org.evodraughts.network.NetworkDocument;
import org.evodraughts.network.NetworkFile;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The reference champions in examples/ read as networks and name how to make them again. */
class ExamplesTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "strong-1h.json,     config/strong.yaml,    100",
        "overnight-18m.json, config/overnight.yaml, 17",
        "overnight-2h.json,  config/overnight.yaml, 120",
    })
    void aReferenceChampionNamesItsConfigurationSeedAndGeneration(String file, String config, long generation)
            throws IOException {
        NetworkDocument champion = NetworkFile.read(Path.of("../../examples", file));
        assertEquals(config, champion.metadata().get("config"));
        assertEquals(1L, champion.metadata().get("seed"));
        assertEquals(generation, champion.metadata().get("generation"));
        String reproduce = String.valueOf(champion.metadata().get("reproduce"));
        assertTrue(reproduce.startsWith("./evodraughts evolve --config " + config + " --seed 1 --generations " + generation + " "),
                "the metadata names the command that makes it again: " + reproduce);
    }
}
