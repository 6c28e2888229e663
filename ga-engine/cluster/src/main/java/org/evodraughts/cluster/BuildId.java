package org.evodraughts.cluster;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.util.Enumeration;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * This build's identity: a digest of the project's own compiled classes (every
 * {@code org/evodraughts/**.class} on the class path, by name and content, jars or folders
 * alike), so two members agree exactly when they would play every game alike. Jar timestamps do
 * not count, so two builds of one commit by one JDK agree.
 *
 * <p>The system property {@value #PROPERTY} replaces it (the tests start a member of "another
 * build" so).
 */
public final class BuildId {
    public static final String PROPERTY = "evodraughts.build";
    private static final String PREFIX = "org/evodraughts/";

    private BuildId() {}

    /** This process's build id: 16 hexadecimal digits. */
    public static String current() {
        String given = System.getProperty(PROPERTY);
        return given != null && !given.isBlank() ? given : Holder.ID;
    }

    private static final class Holder {
        static final String ID = compute();
    }

    /** Every class path root that holds the project's classes (a manifest's Class-Path included), as the loader finds them. */
    private static String compute() {
        Map<String, byte[]> classes = new TreeMap<>();
        try {
            Enumeration<URL> roots = BuildId.class.getClassLoader().getResources(PREFIX);
            while (roots.hasMoreElements()) {
                URL root = roots.nextElement();
                if (root.getProtocol().equals("file")) {
                    readFolder(Path.of(root.toURI()).getParent().getParent(), classes);
                } else if (root.getProtocol().equals("jar")) {
                    String file = root.getPath().substring(0, root.getPath().indexOf("!/"));
                    readJar(Path.of(new URI(file)), classes);
                }
            }
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            classes.forEach((name, bytes) -> {
                digest.update(name.getBytes(java.nio.charset.StandardCharsets.UTF_8));
                digest.update(bytes);
            });
            return HexFormat.of().formatHex(digest.digest(), 0, 8);
        } catch (IOException e) {
            throw new UncheckedIOException("reading this build's classes to identify it: " + e.getMessage(), e);
        } catch (NoSuchAlgorithmException | URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void readFolder(Path root, Map<String, byte[]> classes) throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(root.resolve(PREFIX))) {
            files = walk.filter(f -> f.toString().endsWith(".class")).toList();
        }
        for (Path file : files) {
            classes.put(root.relativize(file).toString().replace('\\', '/'), Files.readAllBytes(file));
        }
    }

    private static void readJar(Path jar, Map<String, byte[]> classes) throws IOException {
        try (JarFile file = new JarFile(jar.toFile())) {
            List<JarEntry> entries = new ArrayList<>();
            file.stream().filter(e -> e.getName().startsWith(PREFIX) && e.getName().endsWith(".class")).forEach(entries::add);
            for (JarEntry entry : entries) {
                try (InputStream in = file.getInputStream(entry)) {
                    classes.put(entry.getName(), in.readAllBytes());
                }
            }
        }
    }
}
