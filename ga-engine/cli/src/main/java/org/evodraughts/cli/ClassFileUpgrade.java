package org.evodraughts.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.lang.classfile.ClassFile;
import java.lang.classfile.ClassHierarchyResolver;
import java.lang.classfile.ClassModel;
import java.lang.classfile.ClassTransform;
import java.lang.classfile.CodeTransform;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;

/**
 * Rewrites library jars whose class files predate Java 6 as Java 8 class files, for the
 * launcher's start-up cache (docs/benchmarks.md, "Start-up of the command line").
 *
 * <p>The JVM's ahead-of-time cache ({@code -XX:AOTCacheOutput}, JEP 483) leaves out every class
 * older than version 50 that its training run linked, and picocli's jar is built for Java 5: so
 * without this, every command loads the whole command-line parser from its jar and verifies it
 * with the old type-inferring verifier, which was about a third of {@code perft 1}'s time. The
 * code does not change: each method's instructions are copied as they are, and only the version
 * and the stack-map frames the newer verifier needs (computed by the JDK's class-file API) are
 * added. Every rewritten class must then pass the JDK's own verifier; a jar any class of which
 * fails, is signed, or cannot be read is left as it was.
 *
 * <p>{@code java -cp evodraughts.jar org.evodraughts.cli.ClassFileUpgrade JAR…} rewrites those of
 * the jars that need it and prints one line for each it rewrote or left. A class's supertypes
 * are looked up in the JDK and in every jar of its jar's folder. A jar is replaced by a new file
 * renamed over it, never written in place: the launcher's frozen copies hard-link the build's
 * libraries.
 */
final class ClassFileUpgrade {
    /** The first class-file version the split verifier checks (Java 6), and the AOT cache keeps once linked. */
    static final int FIRST_KEPT_VERSION = 50;
    /** The version rewritten classes get: Java 8, whose verifier needs the frames this adds and nothing more. */
    static final int UPGRADED_VERSION = 52;

    private ClassFileUpgrade() {}

    public static void main(String[] args) {
        for (String name : args) {
            Path jar = Path.of(name);
            String outcome;
            try {
                outcome = upgrade(jar);
            } catch (IOException | RuntimeException e) {
                outcome = "left as it was (" + e + ")";
            }
            if (outcome != null) {
                System.out.println(jar.getFileName() + ": " + outcome);
            }
        }
    }

    /**
     * Rewrites {@code jar} if it holds classes older than Java 6.
     *
     * @return what was done, or null where the jar has no such class
     */
    static String upgrade(Path jar) throws IOException {
        if (!Files.isRegularFile(jar)) {
            return null;
        }
        try (JarFile in = new JarFile(jar.toFile(), false)) {
            List<JarEntry> entries = Collections.list(in.entries());
            if (entries.stream().noneMatch(e -> isClass(e) && isOld(in, e))) {
                return null;
            }
            if (entries.stream().anyMatch(e -> isSignature(e.getName()))) {
                return "left as it was (signed)";
            }
            Path temporary = Files.createTempFile(jar.toAbsolutePath().getParent(), ".upgrade-", ".jar");
            try {
                int upgraded = write(jar, in, entries, temporary);
                try {
                    Files.setPosixFilePermissions(temporary, Files.getPosixFilePermissions(jar)); // not the temporary file's 600
                } catch (UnsupportedOperationException e) {
                    // no POSIX permissions on this file system: the new file's are its own
                }
                Files.move(temporary, jar, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
                return upgraded + " classes rewritten as Java 8 class files";
            } catch (IllegalArgumentException | IllegalStateException | VerifyFailure e) {
                return "left as it was (" + e.getMessage() + ")";
            } finally {
                Files.deleteIfExists(temporary);
            }
        }
    }

    /** Writes {@code in}'s entries to {@code out}, the old classes rewritten; the number rewritten. */
    private static int write(Path jar, JarFile in, List<JarEntry> entries, Path out) throws IOException {
        try (URLClassLoader loader = new URLClassLoader(folderJars(jar), ClassLoader.getPlatformClassLoader());
             OutputStream file = Files.newOutputStream(out);
             JarOutputStream jarOut = new JarOutputStream(file)) {
            ClassFile classFile = ClassFile.of(ClassFile.StackMapsOption.GENERATE_STACK_MAPS,
                    ClassFile.ClassHierarchyResolverOption.of(ClassHierarchyResolver.defaultResolver()
                            .orElse(ClassHierarchyResolver.ofResourceParsing(loader))));
            int upgraded = 0;
            for (JarEntry entry : entries) {
                byte[] bytes;
                try (var stream = in.getInputStream(entry)) {
                    bytes = stream.readAllBytes();
                }
                if (isClass(entry) && version(bytes) < FIRST_KEPT_VERSION) {
                    bytes = upgraded(classFile, bytes, entry.getName());
                    upgraded++;
                }
                JarEntry copy = new JarEntry(entry.getName());
                copy.setTime(entry.getTime());
                jarOut.putNextEntry(copy);
                jarOut.write(bytes);
                jarOut.closeEntry();
            }
            return upgraded;
        }
    }

    /** {@code jar} and the other jars of its folder, where a class's supertypes are looked up. */
    private static URL[] folderJars(Path jar) throws IOException {
        List<URL> urls = new ArrayList<>(List.of(jar.toUri().toURL()));
        try (DirectoryStream<Path> others = Files.newDirectoryStream(jar.toAbsolutePath().getParent(), "*.jar")) {
            for (Path other : others) {
                if (!other.getFileName().equals(jar.getFileName())) {
                    urls.add(other.toUri().toURL());
                }
            }
        }
        return urls.toArray(URL[]::new);
    }

    /** {@code bytes} as a Java 8 class file with stack-map frames, checked by the JDK's verifier. */
    static byte[] upgraded(ClassFile classFile, byte[] bytes, String name) {
        ClassModel model = classFile.parse(bytes);
        // Rebuilding every method body is what makes the API compute frames; the instructions are copied unchanged.
        byte[] result = classFile.transformClass(model, ClassTransform.transformingMethodBodies(CodeTransform.ACCEPT_ALL)
                .andThen(ClassTransform.endHandler(builder -> builder.withVersion(UPGRADED_VERSION, 0))));
        List<VerifyError> errors = classFile.verify(result);
        if (!errors.isEmpty()) {
            throw new VerifyFailure(name + " fails verification: " + errors.getFirst().getMessage());
        }
        return result;
    }

    /** A rewritten class the verifier refused. */
    private static final class VerifyFailure extends RuntimeException {
        VerifyFailure(String message) {
            super(message);
        }
    }

    private static boolean isClass(JarEntry entry) {
        String name = entry.getName();
        return name.endsWith(".class") && !name.endsWith("module-info.class") && !name.startsWith("META-INF/");
    }

    private static boolean isSignature(String name) {
        String upper = name.toUpperCase(Locale.ROOT);
        return upper.startsWith("META-INF/") && (upper.endsWith(".SF") || upper.endsWith(".RSA")
                || upper.endsWith(".DSA") || upper.endsWith(".EC"));
    }

    private static boolean isOld(JarFile jar, JarEntry entry) {
        try (var stream = jar.getInputStream(entry)) {
            return version(stream.readNBytes(8)) < FIRST_KEPT_VERSION;
        } catch (IOException e) {
            return false;
        }
    }

    /** A class file's major version, or {@code Integer.MAX_VALUE} for what is not a class file. */
    static int version(byte[] head) {
        if (head.length < 8 || (head[0] & 0xFF) != 0xCA || (head[1] & 0xFF) != 0xFE
                || (head[2] & 0xFF) != 0xBA || (head[3] & 0xFF) != 0xBE) {
            return Integer.MAX_VALUE;
        }
        return (head[6] & 0xFF) << 8 | head[7] & 0xFF;
    }
}
