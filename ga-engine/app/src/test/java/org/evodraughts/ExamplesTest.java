package org.evodraughts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import org.evodraughts.network.NetworkDocument;
import org.evodraughts.network.NetworkFile;
import org.junit.jupiter.api.Test;

/** The reference champions in examples/ read as networks and name how to make them again. */
class ExamplesTest {
    @Test
    void theStrongReferenceChampionNamesItsConfigurationSeedAndGeneration() throws IOException {
        NetworkDocument champion = NetworkFile.read(Path.of("../../examples/strong-1h.json"));
        assertEquals("config/strong.yaml", champion.metadata().get("config"));
        assertEquals(1L, champion.metadata().get("seed"));
        assertEquals(100L, champion.metadata().get("generation"));
    }

    @Test
    void theOvernightReferenceChampionNamesItsConfigurationSeedAndGeneration() throws IOException {
        NetworkDocument champion = NetworkFile.read(Path.of("../../examples/overnight-18m.json"));
        assertEquals("config/overnight.yaml", champion.metadata().get("config"));
        assertEquals(1L, champion.metadata().get("seed"));
        assertEquals(17L, champion.metadata().get("generation"));
    }

    @Test
    void theTwoHourOvernightChampionNamesItsConfigurationSeedAndGeneration() throws IOException {
        NetworkDocument champion = NetworkFile.read(Path.of("../../examples/overnight-2h.json"));
        assertEquals("config/overnight.yaml", champion.metadata().get("config"));
        assertEquals(1L, champion.metadata().get("seed"));
        assertEquals(120L, champion.metadata().get("generation"));
    }
}
