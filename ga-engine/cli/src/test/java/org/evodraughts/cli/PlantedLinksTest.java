package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.evodraughts.storage.layout.RunLayout;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A run in a directory every user may write to (mode 777), as a shared server's scratch space
 * has: between two commands another user renames one of its directories or files and puts a
 * symbolic link in its place, to a directory of theirs or of root's. No command that writes or
 * deletes in the run follows it: each refuses in one line naming the link, and the directory
 * linked to keeps every byte (before, {@code evolve --resume} wrote champions, snapshots and
 * charts there, replaced its {@code mean-of-means.png}, and deleted its
 * {@code generation-NNNNNN.json} files as it pruned). Real links, real commands, one run made
 * once and put back after each case; at the end it resumes as if nothing had happened.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PlantedLinksTest {
    private Path run;
    /** What the links point to: files named as the run's are, which a run would replace or delete. */
    private Path victim;
    private Map<String, String> victimBefore;
    private final List<Path> planted = new ArrayList<>();

    @BeforeAll
    void aRunInASharedDirectory(@TempDir Path temp) throws IOException {
        run = temp.resolve("shared").resolve("run");
        Files.createDirectories(run);
        Files.setPosixFilePermissions(run, PosixFilePermissions.fromString("rwxrwxrwx"));
        CliRun made = evolve("--run-dir", run.toString(), "--generations", "3", "--work-trace",
                "--set", "run.keepSnapshots=1", "--set", "run.snapshotEvery=0");
        assertEquals(0, made.exitCode(), made.err());
        assertTrue(made.err().contains("warning: users other than its owner may write to run directory " + run
                + " (mode rwxrwxrwx), and so put links in the place of its files between two commands (each is refused); "
                + "make it private with chmod go-w " + run), made.err());
        assertEquals("rwxrwxrwx", PosixFilePermissions.toString(Files.getPosixFilePermissions(run)), "its mode is kept");

        victim = Files.createDirectories(temp.resolve("victim"));
        for (String name : List.of("mean-of-means.png", "generation-000000.json", "generation-000001.json", "gen-0001.json",
                "0000000000000000001.bson", "ladder.csv", "secret.txt")) {
            Files.writeString(victim.resolve(name), "the victim's own " + name + "\n");
        }
        victimBefore = contents(victim);
    }

    private static CliRun evolve(String... args) {
        List<String> all = new ArrayList<>(List.of("evolve"));
        all.addAll(List.of(args));
        all.addAll(DiskUseTest.TINY);
        return CliRun.of(all.toArray(String[]::new));
    }

    /** Each entry a command writes in a run, a link to the victim in its place. */
    Stream<String> everyEntryARunWrites() {
        return RunLayout.of(Path.of("r")).written().stream().map(p -> p.getFileName().toString());
    }

    @ParameterizedTest
    @MethodSource("everyEntryARunWrites")
    void aResumeRefusesALinkInThePlaceOfAnyOfItsFiles(String name) throws IOException {
        Path link = plant(name);
        Map<String, String> runBefore = contents(run);

        CliRun resumed = CliRun.of("evolve", "--resume", run.toString(), "--generations", "5");

        assertRefused(resumed, link);
        Map<String, String> runAfter = contents(run);
        if (!name.equals(RunLayout.LOCK_FILE)) { // the lock's holder writes its name into the lock file
            runBefore.remove(RunLayout.LOCK_FILE);
            runAfter.remove(RunLayout.LOCK_FILE);
        }
        assertEquals(runBefore, runAfter, "nothing in the run changed");
    }

    @Test
    void repairPruneLadderAndReportRefuseTheLinksTheyWouldWriteThrough() throws IOException {
        plant(RunLayout.GENERATIONS_DIRECTORY);
        assertRefused(CliRun.of("runs", "prune", run.toString(), "--keep-last", "1", "--apply"), run.resolve("generations"));
        assertRefused(CliRun.of("runs", "repair", run.toString()), run.resolve("generations"));
        putBack();

        plant(RunLayout.CHAMPIONS_DIRECTORY);
        assertRefused(CliRun.of("runs", "repair", run.toString()), run.resolve("champions"));
        putBack();

        plant(RunLayout.LADDER_DIRECTORY);
        assertRefused(CliRun.of("ladder", "--run", run.toString(), "--games", "2", "--baselines", "random",
                "--search", "minimax:1"), run.resolve("ladder"));
        putBack();

        plant(RunLayout.CHARTS_DIRECTORY);
        assertRefused(CliRun.of("report", "--run", run.toString()), run.resolve("charts"));
    }

    /** A link one level down, inside a directory of the run's: refused as well. */
    @Test
    void aLinkInsideTheRunsDirectoriesIsRefusedToo() throws IOException {
        Path snapshot = RunLayout.of(run).snapshot(0);
        planted.add(snapshot);
        Files.createSymbolicLink(snapshot, victim.resolve("generation-000000.json"));
        assertRefused(CliRun.of("evolve", "--resume", run.toString(), "--generations", "5"), snapshot);
        assertRefused(CliRun.of("runs", "prune", run.toString(), "--keep-last", "1", "--apply"), snapshot);
    }

    /** As root: a directory of the run given to another user is theirs to change, and refused. */
    @Test
    void anotherUsersDirectoryInTheRunIsRefused() throws IOException {
        assumeTrue("root".equals(System.getProperty("user.name")), "needs root, to give a directory to another user");
        Path champions = RunLayout.of(run).champions();
        UserPrincipal owner = Files.getOwner(champions);
        Files.setOwner(champions, champions.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("nobody"));
        try {
            CliRun resumed = CliRun.of("evolve", "--resume", run.toString(), "--generations", "5");
            assertEquals(2, resumed.exitCode(), resumed.err());
            assertEquals("error: " + champions + " belongs to nobody, another user, who could change what is written there; "
                    + "move it aside, then go on", resumed.err().strip());
        } finally {
            Files.setOwner(champions, owner);
        }
    }

    private Path plant(String name) throws IOException {
        Path entry = run.resolve(name);
        boolean directory = List.of(RunLayout.JOURNAL_DIRECTORY, RunLayout.GENERATIONS_DIRECTORY, RunLayout.CHAMPIONS_DIRECTORY,
                RunLayout.CHARTS_DIRECTORY, RunLayout.LADDER_DIRECTORY).contains(name);
        if (Files.exists(entry, LinkOption.NOFOLLOW_LINKS)) {
            Files.move(entry, run.resolve(name + ".moved"));
        }
        Files.createSymbolicLink(entry, directory ? victim : victim.resolve("secret.txt"));
        planted.add(entry);
        return entry;
    }

    private void assertRefused(CliRun command, Path link) throws IOException {
        assertEquals(2, command.exitCode(), command.out() + command.err());
        String target = Files.readSymbolicLink(link).toString();
        assertTrue(command.err().contains("error: " + link + " is a symbolic link (to " + target + "), and nothing in " + run
                + " is written through one; remove it (put back what it replaced), then go on"), command.err());
        assertEquals(1, command.err().lines().filter(l -> !l.startsWith("warning: users other")).count(), command.err());
        assertEquals(victimBefore, contents(victim), "the directory linked to keeps every byte");
    }

    @AfterEach
    void putBack() throws IOException {
        for (Path link : planted) {
            Files.deleteIfExists(link);
            Path moved = link.resolveSibling(link.getFileName() + ".moved");
            if (Files.exists(moved, LinkOption.NOFOLLOW_LINKS)) {
                Files.move(moved, link);
            }
        }
        planted.clear();
    }

    /** With every link gone the run resumes as ever: nothing was lost on the way. */
    @org.junit.jupiter.api.AfterAll
    void theRunStillResumes() {
        CliRun resumed = CliRun.of("evolve", "--resume", run.toString(), "--generations", "4");
        assertEquals(0, resumed.exitCode(), resumed.err());
    }

    private static Map<String, String> contents(Path directory) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(directory)) {
            for (Path file : walk.toList()) {
                String key = directory.relativize(file).toString();
                if (Files.isSymbolicLink(file)) {
                    files.put(key, "-> " + Files.readSymbolicLink(file));
                } else if (Files.isRegularFile(file)) {
                    files.put(key, Files.size(file) + " " + Files.getLastModifiedTime(file).toMillis()
                            + " " + java.util.Arrays.hashCode(Files.readAllBytes(file)));
                }
            }
        }
        return files;
    }
}
