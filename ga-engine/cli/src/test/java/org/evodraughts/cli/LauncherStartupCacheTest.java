package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher's once-per-build steps: libraries are looked at for old class files once each, and
 * the start-up cache is trained once for a frozen build and its JVM, then handed to every command;
 * a training that failed is not tried again, and the commands run without a cache. The
 * {@code java} here records what it was asked to do, and writes a cache where it is told to
 * train one (unless the file {@code fail} exists). perft and scaling start without the Vector
 * API's module, from a cache of their own.
 */
class LauncherStartupCacheTest {
    /** A command that scores networks, as the tests run it unless they name another. */
    private static final List<String> EVAL = List.of("eval", "--network", "n.json");

    @TempDir
    Path temp;
    private LauncherTree tree;
    private Path calls;
    private String ownJar;

    @BeforeEach
    void makeTree() throws IOException {
        tree = LauncherTree.in(temp);
        calls = temp.resolve("calls");
        Matcher version = Pattern.compile("(?m)^  <version>(.*)</version>").matcher(Files.readString(tree.root().resolve("pom.xml")));
        assertTrue(version.find());
        ownJar = "checkers-" + version.group(1) + ".jar";
        LauncherTree.script(tree.bin().resolve("mvn"), "mkdir -p ga-engine/cli/target/lib\n"
                + "echo build > ga-engine/cli/target/evodraughts.jar\n"
                + "echo own > ga-engine/cli/target/lib/" + ownJar + "\n"
                + "echo library > ga-engine/cli/target/lib/other-1.0.jar\n");
        String log = LauncherTree.quote(calls.toString()), fail = LauncherTree.quote(temp.resolve("fail").toString());
        LauncherTree.script(tree.bin().resolve("java"), """
                case " $* " in
                    *' org.evodraughts.cli.ClassFileUpgrade '*)
                        shift 3; echo "upgrade ${*##*/}" >> %1$s; exit 0 ;;
                    *' org.evodraughts.cli.StartupTraining --without-networks '*)
                        echo "train without networks" >> %1$s
                        for a; do case $a in -XX:AOTCacheOutput=*) echo cache > "${a#*=}" ;; esac; done
                        exit 0 ;;
                    *' org.evodraughts.cli.StartupTraining '*)
                        echo train >> %1$s
                        [ -e %2$s ] && exit 1
                        for a; do case $a in -XX:AOTCacheOutput=*) echo cache > "${a#*=}" ;; esac; done
                        exit 0 ;;
                esac
                case " $* " in *' --add-modules=jdk.incubator.vector '*) vector= ;; *) vector=" (no Vector API)" ;; esac
                for a; do case $a in -XX:AOTCache=*) echo "run with $(cat "${a#*=}") ${a##*/}$vector" >> %1$s; exit 0 ;; esac; done
                echo "run without cache" >> %1$s
                """.formatted(log, fail));
    }

    @Test
    void theCacheIsTrainedOnceAndEveryCommandStartsFromIt() throws Exception {
        run();
        run();
        assertEquals(List.of("upgrade other-1.0.jar", "train", "run with cache startup.aot", "run with cache startup.aot"), calls());
    }

    @Test
    void perftAndScalingStartWithoutTheVectorApiFromACacheOfTheirOwn() throws Exception {
        run("perft", "1");
        run("scaling", "runs/r");
        run("match", "a", "b");
        run("--help");
        run("perft", "2");
        assertEquals(List.of("upgrade other-1.0.jar", "train without networks", "run with cache startup-plain.aot (no Vector API)",
                "run with cache startup-plain.aot (no Vector API)", "train", "run with cache startup.aot",
                "run with cache startup.aot", "run with cache startup-plain.aot (no Vector API)"), calls());
    }

    @Test
    void aFailedTrainingIsNotTriedAgainAndCommandsRunWithoutACache() throws Exception {
        Files.createFile(temp.resolve("fail"));
        run();
        run();
        assertEquals(List.of("upgrade other-1.0.jar", "train", "run without cache", "run without cache"), calls());
    }

    @Test
    void anotherJvmGetsACacheOfItsOwn() throws Exception {
        Path release = tree.bin().getParent().resolve("release");
        Files.writeString(release, "JAVA_VERSION=\"25.0.1\"\nJAVA_RUNTIME_VERSION=\"25.0.1+8-LTS\"\n");
        run();
        Files.writeString(release, "JAVA_VERSION=\"25.0.2\"\nJAVA_RUNTIME_VERSION=\"25.0.2+10-LTS\"\n");
        run();
        assertEquals(List.of("upgrade other-1.0.jar", "train", "run with cache startup.aot", "train", "run with cache startup.aot"),
                calls());
    }

    @Test
    void evodraughtsAotOffNeitherTrainsNorUsesACache() throws Exception {
        launch(EVAL, Map.of("EVODRAUGHTS_AOT", "off"));
        assertEquals(List.of("upgrade other-1.0.jar", "run without cache"), calls());
    }

    /** Runs the launcher with {@code args}, or {@link #EVAL} without any. */
    private void run(String... args) throws IOException, InterruptedException {
        launch(args.length == 0 ? EVAL : List.of(args), Map.of());
    }

    private void launch(List<String> args, Map<String, String> environment) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("bash", tree.launcher().toString()));
        command.addAll(args);
        ProcessBuilder builder = new ProcessBuilder(command)
                .directory(tree.root().toFile()).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(temp.resolve("err").toFile());
        builder.environment().putAll(environment);
        Process launcher = builder.start();
        assertTrue(launcher.waitFor(60, TimeUnit.SECONDS), "the launcher did not end");
        assertEquals(0, launcher.exitValue(), Files.readString(temp.resolve("err")));
    }

    private List<String> calls() throws IOException {
        return Files.readAllLines(calls, StandardCharsets.UTF_8);
    }
}
