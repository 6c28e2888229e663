package org.evodraughts.cli;

import org.evodraughts.run.RunId;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class NextStepsTest {
    @Test
    void aRunUnderRunsIsNamedByItsIdAndEachLineFitsOneHundredColumns() {
        assertEquals(List.of("next:",
                "  the best champion    ./evodraughts champions show --run 20261207-034031-seed1 --generation best",
                "  in the browser       ./evodraughts serve   (then run.html?run=20261207-034031-seed1)",
                "  as a network file",
                "      ./evodraughts champions export --run 20261207-034031-seed1 --generation best \\",
                "          --out runs/20261207-034031-seed1/best.json",
                "  a game against it    ./evodraughts play --champion runs/20261207-034031-seed1/best.json"),
                NextSteps.of(Path.of("runs", "20261207-034031-seed1"), RunId.of("20261207-034031-seed1"), false));
    }

    @Test
    void theExportedFileGoesIntoARunDirectoryElsewhere() {
        List<String> lines = NextSteps.of(Path.of("/data/evolution/r"), RunId.of("r"), false);
        assertEquals(List.of("  as a network file",
                "      ./evodraughts champions export --run /data/evolution/r --generation best \\",
                "          --out /data/evolution/r/best.json",
                "  a game against it    ./evodraughts play --champion /data/evolution/r/best.json"), lines.subList(3, 7));
    }

    @Test
    void aRunInMongoDbSaysToGiveTheUri() {
        assertEquals("  (the run's records are in MongoDB: add --mongo-uri or --mongo-uri-file, as for this run)",
                NextSteps.of(Path.of("runs", "r"), RunId.of("r"), true).getLast());
    }
}
