package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.evodraughts.storage.layout.RunLayout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A champion that neither copy of the run holds: its file truncated and the database replaced by
 * random bytes. {@code runs repair} gives back what it can and names the champion it cannot in a
 * {@code not repaired:} line, on every repair; {@code champions list} and {@code runs list} say
 * it is missing. Before, the repair printed five {@code repaired:} lines and no
 * {@code not repaired:}, said it was storing "the other 3 (generations 0–3)", and the list showed
 * generations 0, 2 and 3 with no word of 1; a second repair found nothing to repair.
 */
class LostChampionTest {
    @TempDir
    Path temp;

    @Test
    void aChampionNeitherCopyHoldsIsNamedByRepairAndTheLists() throws Exception {
        Path runs = temp.resolve("runs");
        Path run = runs.resolve("lost");
        CliRun made = CliRun.of(DiskUseTest.concat(new String[] {"evolve", "--run-dir", run.toString(), "--generations", "3"},
                DiskUseTest.TINY.toArray(String[]::new)));
        assertEquals(0, made.exitCode(), made.err());
        RunLayout layout = RunLayout.of(run);
        Files.writeString(layout.champion(1), Files.readString(layout.champion(1)).substring(0, 100));
        byte[] noise = new byte[64 * 1024];
        new SplittableRandom(7).nextBytes(noise);
        Files.write(layout.database(), noise);

        CliRun repaired = CliRun.of("runs", "repair", run.toString());
        assertEquals(0, repaired.exitCode(), repaired.err());
        String lost = "not repaired: the champion of generation 1 is lost: neither a champion file that can be read (a "
                + "damaged one is kept aside as champions/gen-NNNN.json.unreadable-…) nor the database holds it; the other "
                + "champions are whole";
        List<String> lines = repaired.out().lines().toList();
        assertTrue(lines.contains(lost), repaired.out());
        assertTrue(repaired.out().contains("storing the other 3 (generations 0, 2–3)"), repaired.out());
        assertFalse(repaired.out().contains("generations 0–3"), repaired.out());

        CliRun again = CliRun.of("runs", "repair", run.toString());
        assertEquals(0, again.exitCode(), again.err());
        assertTrue(again.out().lines().toList().contains(lost), "said on every repair: " + again.out());

        String missing = "no champion of generation 1 can be read (its file and its record are lost or damaged)";
        CliRun listed = CliRun.of("champions", "list", "--run", run.toString());
        assertEquals(0, listed.exitCode(), listed.err());
        assertTrue(listed.out().lines().toList().contains("note: " + missing), listed.out());
        CliRun runsListed = CliRun.of("runs", "list", "--runs-dir", runs.toString());
        assertEquals(0, runsListed.exitCode(), runsListed.err());
        assertTrue(runsListed.out().lines().toList().contains("note: lost: " + missing), runsListed.out());
    }
}
