package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.lang.classfile.ClassFile;
import java.lang.constant.ClassDesc;
import java.lang.constant.ConstantDescs;
import java.lang.constant.MethodTypeDesc;
import java.lang.reflect.AccessFlag;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Collections;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** Old class files become Java 8 ones that do the same; anything else is left as it was. */
class ClassFileUpgradeTest {
    @TempDir
    Path temp;

    @Test
    void aJava5ClassIsRewrittenAsAJava8ClassThatRunsTheSame() throws Exception {
        Path jar = jar("old.jar", Map.of("Old.class", javaFiveClass()));
        Files.setPosixFilePermissions(jar, PosixFilePermissions.fromString("rw-r--r--"));

        assertEquals("1 classes rewritten as Java 8 class files", ClassFileUpgrade.upgrade(jar));

        assertEquals(ClassFileUpgrade.UPGRADED_VERSION, versionOf(jar, "Old.class"));
        assertEquals("rw-r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(jar)));
        try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, null)) {
            var abs = loader.loadClass("Old").getMethod("abs", int.class);
            assertEquals(3, abs.invoke(null, -3));
            assertEquals(4, abs.invoke(null, 4));
        }
        assertNull(ClassFileUpgrade.upgrade(jar), "a rewritten jar needs nothing more");
    }

    @Test
    void picocliIsRewrittenWhole() throws Exception {
        Path original = Path.of(CommandLine.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Path jar = Files.copy(original, temp.resolve("picocli.jar"));

        String outcome = ClassFileUpgrade.upgrade(jar);

        assertTrue(outcome != null && outcome.endsWith("classes rewritten as Java 8 class files"), outcome);
        try (JarFile rewritten = new JarFile(jar.toFile()); JarFile before = new JarFile(original.toFile())) {
            assertEquals(Collections.list(before.entries()).stream().map(JarEntry::getName).toList(),
                    Collections.list(rewritten.entries()).stream().map(JarEntry::getName).toList());
            assertEquals(ClassFileUpgrade.UPGRADED_VERSION, versionOf(jar, "picocli/CommandLine.class"));
        }
    }

    @Test
    void jarsWithNewerClassesOrASignatureAreLeftAsTheyWere() throws Exception {
        Path current = jar("current.jar", Map.of("Current.class", classFile(ClassFile.latestMajorVersion())));
        byte[] before = Files.readAllBytes(current);
        assertNull(ClassFileUpgrade.upgrade(current));
        assertArrayEquals(before, Files.readAllBytes(current));

        Path signed = jar("signed.jar", Map.of("Old.class", javaFiveClass(), "META-INF/SIGNER.SF", new byte[] {1}));
        before = Files.readAllBytes(signed);
        assertEquals("left as it was (signed)", ClassFileUpgrade.upgrade(signed));
        assertArrayEquals(before, Files.readAllBytes(signed));
    }

    /** {@code class Old { public static int abs(int x) { return x < 0 ? -x : x; } }} as javac 5 would write it: no frames. */
    private static byte[] javaFiveClass() {
        return ClassFile.of(ClassFile.StackMapsOption.DROP_STACK_MAPS).build(ClassDesc.of("Old"), c -> c
                .withVersion(49, 0)
                .withFlags(AccessFlag.PUBLIC, AccessFlag.SUPER)
                .withMethodBody("abs", MethodTypeDesc.of(ConstantDescs.CD_int, ConstantDescs.CD_int),
                        ClassFile.ACC_PUBLIC | ClassFile.ACC_STATIC, code -> {
                            var positive = code.newLabel();
                            code.iload(0).ifge(positive).iload(0).ineg().ireturn()
                                    .labelBinding(positive).iload(0).ireturn();
                        }));
    }

    private static byte[] classFile(int version) {
        return ClassFile.of().build(ClassDesc.of("Current"), c -> c.withVersion(version, 0));
    }

    private Path jar(String name, Map<String, byte[]> entries) throws IOException {
        Path jar = temp.resolve(name);
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file)) {
            for (var entry : entries.entrySet()) {
                out.putNextEntry(new JarEntry(entry.getKey()));
                out.write(entry.getValue());
                out.closeEntry();
            }
        }
        return jar;
    }

    private static int versionOf(Path jar, String entry) throws IOException {
        try (JarFile file = new JarFile(jar.toFile()); var in = file.getInputStream(file.getJarEntry(entry))) {
            return ClassFileUpgrade.version(in.readNBytes(8));
        }
    }
}
