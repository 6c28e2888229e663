package org.evodraughts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import org.evodraughts.network.NetworkDocument;
import org.evodraughts.network.NetworkFile;
import org.junit.jupiter.api.Test;

/** The reference champion in examples/ reads as a network and names how to make it again. */
class ExamplesTest {
    @Test
    void theStrongReferenceChampionNamesItsConfigurationSeedAndGeneration() throws IOException {
        NetworkDocument champion = NetworkFile.read(Path.of("../examples/strong-1h.json"));
        assertEquals("config/strong.yaml", champion.metadata().get("config"));
        assertEquals(1L, champion.metadata().get("seed"));
        assertEquals(100L, champion.metadata().get("generation"));
    }
}
