package org.evodraughts.runs;

import org.evodraughts.run.RunId;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.evodraughts.ga.config.TestConfigs;
import org.evodraughts.storage.layout.RunLayout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The one rule that checks a run id and the one that resolves the id of a run directory. */
class RunIdTest {
    @TempDir
    Path temp;

    @Test
    void anIdIsAPlainNameAndANewOneFollowsTheStricterRule() {
        assertEquals("20261128-101500-seed7", RunId.of("20261128-101500-seed7").value());
        for (String bad : new String[] {"", " ", "a/b", "..", "a\nb"}) {
            assertThrows(IllegalArgumentException.class, () -> RunId.of(bad), bad);
        }
        // An old run's id may be anything plain; a new run's is letters, digits, '.', '_' and '-'.
        assertEquals("old run", RunId.of("old run").value());
        assertFalse(RunId.isValidNew("old run"));
        assertFalse(RunId.isValidNew("-rf"));
        assertFalse(RunId.isValidNew("a..b"));
        assertTrue(RunId.isValidNew("r1.b_2-c"));
        assertThrows(IllegalArgumentException.class, () -> RunId.ofNew(".hidden"));
    }

    @Test
    void aRunDirectoryKeepsItsIdWhenRenamed() throws IOException {
        Path started = temp.resolve("r1");
        RunDirectory.create(Files.createDirectories(started), TestConfigs.tiny(4, 2, 1, 1));
        assertEquals(RunId.of("r1"), RunIdFile.idOf(started));
        Path renamed = Files.move(started, temp.resolve("copy-of-r1"));
        assertEquals(RunId.of("r1"), RunIdFile.idOf(renamed));
        assertEquals(RunId.of("r1"), RunIdFile.listedIdOf(renamed));
        assertEquals(Optional.empty(), RunIdFile.problem(renamed));
    }

    /**
     * A run from before the run-id file, renamed: its id is the one its snapshots name, where it
     * had been its directory's new name for the readers (runs list, serve) and the snapshot's for
     * the writers (resume, prune). A resume then writes it into the file.
     */
    @Test
    void aRenamedRunFromBeforeTheRunIdFileHasTheIdItsSnapshotsName() throws IOException {
        Path old = temp.resolve("renamed");
        RunDirectory directory = RunDirectory.create(Files.createDirectories(old), TestConfigs.tiny(4, 2, 1, 1));
        directory.save(RunDirectoryTest.snapshot(3, 7)); // names run-1
        Files.delete(RunLayout.of(old).runId());
        assertEquals(RunId.of("run-1"), RunIdFile.idOf(old));
        assertEquals(RunId.of("run-1"), RunIdFile.listedIdOf(old));
        RunDirectory.open(old, Map.of());
        assertEquals("run-1", Files.readString(RunLayout.of(old).runId()).strip());

        Path bare = Files.createDirectories(temp.resolve("no-snapshot"));
        assertEquals(RunId.of("no-snapshot"), RunIdFile.idOf(bare));
    }

    @Test
    void aBadRunIdFileIsNamedAndTheListShowsTheDirectorysName() throws IOException {
        Path run = Files.createDirectories(temp.resolve("bad"));
        Files.writeString(RunLayout.of(run).runId(), "../../etc\n");
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> RunIdFile.idOf(run));
        assertTrue(error.getMessage().startsWith("run id file " + RunLayout.of(run).runId() + ": "), error.getMessage());
        assertTrue(RunIdFile.problem(run).orElseThrow().endsWith("or delete it to use the directory's name"));
        assertEquals(RunId.of("bad"), RunIdFile.listedIdOf(run));
    }
}
